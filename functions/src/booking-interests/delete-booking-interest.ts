// deleteBookingInterest (issue 31): the owner removes a booking request for good. Browsers no
// longer write interests. Cost: one read, one delete.
import {
  collections,
  type DeleteBookingInterestInput,
  deleteBookingInterestRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireOwner } from '../shared/roles.ts';

export async function deleteBookingInterestFor(
  firestore: Firestore,
  input: DeleteBookingInterestInput,
): Promise<{ interestId: string }> {
  const ref = firestore.collection(collections.bookingInterests).doc(input.interestId);
  return firestore.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists)
      throw new HttpsError('not-found', 'That booking request no longer exists.');
    tx.delete(ref);
    return { interestId: ref.id };
  });
}

export const deleteBookingInterest = onCall(async (request) => {
  requireOwner(request.auth);
  return deleteBookingInterestFor(db, decodeRequest(deleteBookingInterestRequestSchema, request.data));
});
