// checkIn (issue 34): "I'm here". A client checks herself in from 30 minutes before her start;
// staff check anyone in. The domain's checkInProblem decides inside the transaction; the arrival
// time goes on the booking, which staff screens listen to.
import { checkInProblem, checkInRequestSchema, isStaffRole, type LiveDayResponse } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { readBookingInTransaction } from '../bookings/read-booking.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireSignedIn, roleOf } from '../shared/roles.ts';

export async function checkInFor(
  firestore: Firestore,
  caller: { uid: string; isStaff: boolean },
  bookingId: string,
  now: Date,
): Promise<LiveDayResponse> {
  return firestore.runTransaction(async (tx) => {
    const { ref, booking } = await readBookingInTransaction(firestore, tx, bookingId);
    // Someone else's booking is refused without saying anything about it.
    if (!caller.isStaff && booking.client_id !== caller.uid)
      throw new HttpsError('permission-denied', 'That appointment is not yours.');
    const problem = checkInProblem(booking, caller, now);
    if (problem) throw new HttpsError('failed-precondition', problem);
    tx.update(ref, { checked_in_at: now });
    return { bookingId: ref.id, at: now.toISOString() };
  });
}

export const checkIn = onCall(async (request) => {
  const caller = requireSignedIn(request.auth);
  const { bookingId } = decodeRequest(checkInRequestSchema, request.data);
  return checkInFor(db, { uid: caller.uid, isStaff: isStaffRole(roleOf(caller)) }, bookingId, new Date());
});
