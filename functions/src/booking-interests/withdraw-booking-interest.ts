// withdrawBookingInterest (issue 31): a client takes back her own request while nobody has acted
// on it (status new → withdrawn, domain canWithdrawInterest). Read and written in a transaction,
// so a withdrawal racing a staff member's "Mark Contacted" cannot undo it. The rules no longer let
// a browser write an interest.
// Cost: one read, one write.
import {
  bookingInterestStatusSchema,
  canWithdrawInterest,
  collections,
  interestWithdrawal,
  type WithdrawBookingInterestInput,
  withdrawBookingInterestRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { roleOf } from '../shared/roles.ts';

export async function withdrawBookingInterestFor(
  firestore: Firestore,
  clientId: string,
  input: WithdrawBookingInterestInput,
): Promise<{ interestId: string; status: 'withdrawn' }> {
  const ref = firestore.collection(collections.bookingInterests).doc(input.interestId);
  return firestore.runTransaction(async (tx) => {
    const doc = await tx.get(ref);
    if (!doc.exists) throw new HttpsError('not-found', 'That booking request no longer exists.');
    if (doc.get('client_id') !== clientId)
      throw new HttpsError('permission-denied', 'You can only withdraw your own booking requests.');
    const status = bookingInterestStatusSchema.safeParse(doc.get('status')).data;
    if (!status || !canWithdrawInterest(status))
      throw new HttpsError(
        'failed-precondition',
        'We have already answered this request, so it can no longer be withdrawn. Message us on Instagram instead.',
      );
    tx.update(ref, interestWithdrawal);
    return { interestId: ref.id, status: 'withdrawn' as const };
  });
}

export const withdrawBookingInterest = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to withdraw a booking request.');
  if (roleOf(request.auth) !== 'client')
    throw new HttpsError('permission-denied', 'Only clients withdraw their booking requests.');
  const input = decodeRequest(withdrawBookingInterestRequestSchema, request.data);
  return withdrawBookingInterestFor(db, request.auth.uid, input);
});
