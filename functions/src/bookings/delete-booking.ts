// deleteBooking (issue 31): the owner removes a booking for good (a test entry, a mistake).
// Browsers no longer write bookings; the booking triggers then recount her loyalty and free the
// time. Cost: one read, one delete.
import { collections, type DeleteBookingInput, deleteBookingRequestSchema } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireOwner } from '../shared/roles.ts';

export async function deleteBookingFor(
  firestore: Firestore,
  input: DeleteBookingInput,
): Promise<{ bookingId: string }> {
  const ref = firestore.collection(collections.bookings).doc(input.bookingId);
  return firestore.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new HttpsError('not-found', 'That booking no longer exists.');
    tx.delete(ref);
    return { bookingId: ref.id };
  });
}

export const deleteBooking = onCall(async (request) => {
  requireOwner(request.auth);
  return deleteBookingFor(db, decodeRequest(deleteBookingRequestSchema, request.data));
});
