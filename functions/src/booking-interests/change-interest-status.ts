// changeInterestStatus (issue 31): staff who manage bookings move a lead along (new → contacted,
// recording when; contacted → discussing; discussing → declined) or undo a Decline (back to
// discussing). Domain staffInterestChange decides, in a transaction, so two people pressing at
// once never both win; Convert is createBooking's, with its booking. The rules no longer let a
// browser write an interest.
// Cost: one read, one write (and the permission setting for an assistant).
import {
  bookingInterestStatusSchema,
  type ChangeInterestStatusInput,
  type ChangeInterestStatusResponse,
  changeInterestStatusRequestSchema,
  collections,
  staffInterestChange,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { requireBookingManager } from '../bookings/booking-access.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';

export async function changeInterestStatusFor(
  firestore: Firestore,
  input: ChangeInterestStatusInput,
  now: Date,
): Promise<ChangeInterestStatusResponse> {
  const ref = firestore.collection(collections.bookingInterests).doc(input.interestId);
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (!doc.exists) throw new HttpsError('not-found', 'That booking interest no longer exists.');
    const from = bookingInterestStatusSchema.safeParse(doc.get('status')).data;
    if (!from)
      throw new HttpsError('failed-precondition', 'That booking interest is damaged; ask the owner.');
    const change = staffInterestChange(from, input.status, now);
    if (!change.ok) throw new HttpsError('failed-precondition', change.problem);
    tx.update(ref, { ...change.update });
    return { interestId: ref.id, status: change.update.status };
  });
}

export const changeInterestStatus = onCall(async (request) => {
  await requireBookingManager(db, request.auth);
  const input = decodeRequest(changeInterestStatusRequestSchema, request.data);
  return changeInterestStatusFor(db, input, new Date());
});
