// markVisitStarted (issue 34): staff say she is in the chair. started_at is kept (the reports'
// utilisation reads it) and makes a visit running long busy until it finishes (domain visitEnd).
// A client who was not checked in is, now: she is plainly here. Finished is the existing Complete
// (changeBookingStatus), which records finished_at.
import { type LiveDayResponse, markVisitStartedRequestSchema, startVisitProblem } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { requireBookingManager } from '../bookings/booking-access.ts';
import { readBookingInTransaction } from '../bookings/read-booking.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';

export async function markVisitStartedFor(
  firestore: Firestore,
  bookingId: string,
  now: Date,
): Promise<LiveDayResponse> {
  return firestore.runTransaction(async (tx) => {
    const { ref, booking } = await readBookingInTransaction(firestore, tx, bookingId);
    const problem = startVisitProblem(booking);
    if (problem) throw new HttpsError('failed-precondition', problem);
    tx.update(ref, { started_at: now, ...(booking.checked_in_at === null && { checked_in_at: now }) });
    return { bookingId: ref.id, at: now.toISOString() };
  });
}

export const markVisitStarted = onCall(async (request) => {
  await requireBookingManager(db, request.auth);
  const { bookingId } = decodeRequest(markVisitStartedRequestSchema, request.data);
  return markVisitStartedFor(db, bookingId, new Date());
});
