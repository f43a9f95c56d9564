// calendarFeed (HTTPS): GET /calendarFeed/{token}.ics answers the upcoming bookings as an
// iCalendar feed that Google Calendar and Apple Calendar subscribe to. The token is the only
// credential (calendar apps send no sign-in), so an unknown or revoked token, and the token of
// someone who may no longer manage bookings (demoted, or the assistants' permission turned off),
// all answer the same 404. Clients have no feed: only staff can make a token.
// Cost per request: one query for the token, the owner's role (and a permission setting), the
// settings, and the bookings from yesterday on (at most calendarFeedLimit).
import {
  addressLines,
  bookingSchema,
  type CalendarAppointment,
  calendarFeedIcs,
  calendarFeedLimit,
  calendarFeedPastDays,
  collections,
  feedAppointmentOf,
  feedTokenOfPath,
  isStaffRole,
  parseSetting,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { storedRole } from '../auth/stored-roles.ts';
import { readSettings } from '../bookings/booking-context.ts';
import { db } from '../shared/admin.ts';
import { feedOwnerOf } from './feed-tokens.ts';

/** Whether `uid` may still see the bookings: the same test as requireBookingManager, from storage. */
async function mayStillManageBookings(firestore: Firestore, uid: string): Promise<boolean> {
  const role = await storedRole(null, uid);
  if (!isStaffRole(role)) return false;
  if (role === 'owner') return true;
  const key = 'permissions_assistant_manage_bookings';
  const stored = await firestore.collection(collections.settingsStaff).doc(key).get();
  const parsed = parseSetting(key, stored.get('value'));
  return stored.exists && parsed.success ? parsed.data : true;
}

async function upcomingAppointments(
  firestore: Firestore,
  now: Date,
  location: string,
): Promise<CalendarAppointment[]> {
  const since = new Date(now.getTime() - calendarFeedPastDays * 86_400_000);
  const snapshot = await firestore
    .collection(collections.bookings)
    .where('scheduled_at', '>=', since)
    .orderBy('scheduled_at')
    .limit(calendarFeedLimit)
    .get();
  const appointments: CalendarAppointment[] = [];
  for (const doc of snapshot.docs) {
    const parsed = bookingSchema.safeParse(doc.data());
    // One odd booking is left out of the feed, never the whole feed.
    if (!parsed.success) logger.warn(`Malformed booking ${doc.id} left out of the calendar feed`);
    const event = parsed.success ? feedAppointmentOf(doc.id, parsed.data, location) : null;
    if (event) appointments.push(event);
  }
  return appointments;
}

export async function calendarFeedFor(firestore: Firestore, path: string, now: Date) {
  const token = feedTokenOfPath(path);
  const owner = token ? await feedOwnerOf(firestore, token) : null;
  if (!owner || !(await mayStillManageBookings(firestore, owner))) return null;
  const settings = await readSettings(firestore);
  const studio = settings.business_info.name || 'Nail Studio';
  const appointments = await upcomingAppointments(firestore, now, addressLines(settings).join(', '));
  const feed = { name: `${studio} bookings`, timeZone: settings.scheduling_timezone, appointments };
  return calendarFeedIcs(feed, now, studio);
}

export const calendarFeed = onRequest(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
    return;
  }
  const ics = await calendarFeedFor(db, req.path, new Date());
  if (ics === null) {
    res.status(404).type('text/plain').send('No such calendar feed');
    return;
  }
  // Private: the address is the credential, so no shared cache may keep the answer.
  res.set('Cache-Control', 'private, max-age=300');
  res.type('text/calendar; charset=utf-8').send(ics);
});
