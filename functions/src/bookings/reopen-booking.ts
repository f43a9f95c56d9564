// reopenBooking: staff undo a wrongly completed booking (completed → confirmed), recording who
// and when. Its time is checked again, since a booking may have been made over it meanwhile
// with an override. Loyalty follows by itself: the loyalty trigger recomputes from the bookings.
import {
  type ReopenBookingInput,
  type ReopenBookingResponse,
  reopenBookingRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireBookingManager } from './booking-access.ts';
import { conflictsInTransaction, refuseConflicts, touchBookingDays } from './booking-slots.ts';
import { readBookingInTransaction } from './read-booking.ts';

export async function reopenBookingFor(
  firestore: Firestore,
  callerUid: string,
  input: ReopenBookingInput,
  now: Date,
): Promise<ReopenBookingResponse> {
  return firestore.runTransaction(async (tx) => {
    const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, input.bookingId);
    if (booking.status !== 'completed')
      throw new HttpsError('failed-precondition', 'Only a completed booking can be reopened.');
    const interval = {
      start: booking.scheduled_at,
      end: new Date(booking.scheduled_at.getTime() + minutes * 60_000),
    };
    const conflicts = await conflictsInTransaction(firestore, tx, interval, ref.id);
    refuseConflicts(conflicts, input.overrideConflict);
    touchBookingDays(firestore, tx, interval, ref.id, now);
    tx.update(ref, {
      status: 'confirmed',
      status_changed_by: callerUid,
      status_changed_at: now,
      ...(conflicts.length > 0 ? { conflict_override: true } : {}),
    });
    return { bookingId: ref.id, status: 'confirmed' };
  });
}

export const reopenBooking = onCall(async (request) => {
  const caller = await requireBookingManager(db, request.auth);
  const input = decodeRequest(reopenBookingRequestSchema, request.data);
  return reopenBookingFor(db, caller.uid, input, new Date());
});
