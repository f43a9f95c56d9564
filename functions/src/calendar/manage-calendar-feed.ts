// manageCalendarFeed: a staff member who may manage bookings makes her private calendar feed
// (a new token replaces the old one, so the old address stops at once) or revokes it. The token
// is answered once and never stored; calendar_feeds/{uid} keeps only its hash.
import { calendarFeedPath, manageCalendarFeedRequestSchema } from '@studio/domain';
import { onCall } from 'firebase-functions/v2/https';
import { requireBookingManager } from '../bookings/booking-access.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { feedRecord, feedsOf, newFeedToken } from './feed-tokens.ts';

export type ManageCalendarFeedResponse = { token: string; path: string } | { revoked: true };

export const manageCalendarFeed = onCall(async (request): Promise<ManageCalendarFeedResponse> => {
  const caller = await requireBookingManager(db, request.auth);
  const { action } = decodeRequest(manageCalendarFeedRequestSchema, request.data);
  const ref = feedsOf(db).doc(caller.uid);
  if (action === 'revoke') {
    await ref.delete();
    return { revoked: true };
  }
  const token = newFeedToken();
  await ref.set(feedRecord(token, new Date()));
  return { token, path: calendarFeedPath(token) };
});
