// changeBookingStatus (issue 31): staff confirm, complete, cancel or mark a no-show, and whoever
// marked a no-show takes it back for two minutes; they accept or decline an online booking that
// waits for approval (issue 32: its time was held all along, and a Decline is marked so her
// dashboard words it). The domain's staffStatusChangeProblem decides,
// inside a transaction, so two people pressing at once never both win; the rules no longer carry
// a transition table. Taking a no-show back holds its time again, so it is refused when another
// booking took the time meanwhile. Who and when are recorded; loyalty and messages follow from
// the booking's triggers.
import {
  type BookingRefusal,
  bookingStaffId,
  type ChangeBookingStatusInput,
  type ChangeBookingStatusResponse,
  changeBookingStatusRequestSchema,
  depositAfterStatusChange,
  isNoShowUndo,
  staffStatusChangeProblem,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireBookingManager } from './booking-access.ts';
import { readDayReference, readSettings } from './booking-context.ts';
import { conflictsForMember, readBookingDay, touchBookingDays } from './booking-slots.ts';
import { readBookingInTransaction } from './read-booking.ts';

export async function changeBookingStatusFor(
  firestore: Firestore,
  callerUid: string,
  input: ChangeBookingStatusInput,
  now: Date,
): Promise<ChangeBookingStatusResponse> {
  const settings = await readSettings(firestore);
  const reference = await readDayReference(firestore, settings, now);
  return firestore.runTransaction(async (tx) => {
    const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, input.bookingId);
    const from = booking.status;
    const to = input.status;
    const problem = staffStatusChangeProblem(from, to, {
      callerUid,
      statusChangedBy: booking.status_changed_by,
      statusChangedAt: booking.status_changed_at,
      reason: input.reason,
      now,
      scheduledAt: booking.scheduled_at,
      graceMinutes: settings.scheduling_grace_period_minutes,
      timeOverride: booking.time_override,
      timeSetAt: booking.time_set_at,
      completedEarly: input.completedEarly,
      checkedIn: booking.checked_in_at !== null || booking.started_at !== null,
    });
    if (problem) throw new HttpsError('failed-precondition', problem);
    if (isNoShowUndo(from, to)) {
      // Her member's time only (issue 31), the clean-up included.
      const buffer = booking.buffer_minutes ?? reference.serviceBuffers[booking.service_id] ?? 0;
      const interval = {
        start: booking.scheduled_at,
        end: new Date(booking.scheduled_at.getTime() + (minutes + buffer) * 60_000),
      };
      const day = await readBookingDay(firestore, tx, interval, reference, ref.id);
      const conflicts = conflictsForMember(day, bookingStaffId(booking, day.ownerUid), interval);
      if (conflicts.length > 0) {
        const details: BookingRefusal = { reason: 'conflict', conflicts };
        throw new HttpsError(
          'failed-precondition',
          'Its time was booked meanwhile, so the no-show stays. Book her again at another time.',
          details,
        );
      }
      touchBookingDays(firestore, tx, interval, ref.id, now);
    }
    const deposit = depositAfterStatusChange(booking, to, settings, now);
    const completedEarly = to === 'completed' && input.completedEarly && now < booking.scheduled_at;
    tx.update(ref, {
      status: to,
      status_changed_by: callerUid,
      status_changed_at: now,
      ...(to === 'cancelled' && { cancellation_reason: input.reason ?? '' }),
      ...(from === 'pending' && to === 'cancelled' && { declined: true }),
      ...(completedEarly && { completed_early: true }),
      // Finished is Complete (issue 34): the real end is kept for the reports.
      ...(to === 'completed' && { finished_at: now }),
      ...(deposit && { deposit }),
    });
    return { bookingId: ref.id, status: to };
  });
}

export const changeBookingStatus = onCall(async (request) => {
  const caller = await requireBookingManager(db, request.auth);
  const input = decodeRequest(changeBookingStatusRequestSchema, request.data);
  return changeBookingStatusFor(db, caller.uid, input, new Date());
});
