// reopenBooking: staff undo a wrongly completed booking (completed → confirmed), and the owner
// reinstates a cancelled or no-show one (issue 29), recording who and when. Which caller may do
// which is the domain's reopenBookingProblem. Its time is checked again, since a booking may have
// been made over it meanwhile: a completed one may still be reopened over a conflict when staff
// choose to, but a cancelled or missed visit comes back only while its time is free.
// Its deposit goes back to where it stood (domain depositOnReopen: received again, or due afresh).
// Loyalty follows by itself: the loyalty trigger recomputes from the bookings.
import {
  type BookingRefusal,
  bookingStaffId,
  depositOf,
  depositOnReopen,
  type ReopenBookingInput,
  type ReopenBookingResponse,
  reopenBookingProblem,
  reopenBookingRequestSchema,
  reopenedStatus,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { roleOf } from '../shared/roles.ts';
import { requireBookingManager } from './booking-access.ts';
import { readDayReference, readSettings } from './booking-context.ts';
import {
  bookingTransactionOptions,
  conflictsForMember,
  readBookingDay,
  refuseConflicts,
  touchBookingDays,
} from './booking-slots.ts';
import { readBookingInTransaction } from './read-booking.ts';

export interface ReopenCaller {
  uid: string;
  isOwner: boolean;
}

export async function reopenBookingFor(
  firestore: Firestore,
  caller: ReopenCaller,
  input: ReopenBookingInput,
  now: Date,
): Promise<ReopenBookingResponse> {
  const reference = await readDayReference(firestore, await readSettings(firestore), now);
  return firestore.runTransaction(async (tx) => {
    const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, input.bookingId);
    const problem = reopenBookingProblem(booking.status, caller.isOwner);
    const reinstating = booking.status === 'cancelled' || booking.status === 'no_show';
    if (problem) throw new HttpsError(reinstating ? 'permission-denied' : 'failed-precondition', problem);
    // Her member's time only (issue 31), the clean-up included.
    const buffer = booking.buffer_minutes ?? reference.serviceBuffers[booking.service_id] ?? 0;
    const interval = {
      start: booking.scheduled_at,
      end: new Date(booking.scheduled_at.getTime() + (minutes + buffer) * 60_000),
    };
    const day = await readBookingDay(firestore, tx, interval, reference, ref.id);
    const conflicts = conflictsForMember(day, bookingStaffId(booking, day.ownerUid), interval);
    if (reinstating && conflicts.length > 0) {
      const details: BookingRefusal = { reason: 'conflict', conflicts };
      throw new HttpsError(
        'failed-precondition',
        'Its time is no longer free, so the booking cannot be reinstated. Book her again at another time.',
        details,
      );
    }
    if (conflicts.length > 0 && !input.overrideConflict)
      refuseConflicts('That time overlaps another booking or a blocked time. Reopen it anyway?', conflicts);
    touchBookingDays(firestore, tx, interval, ref.id, now);
    // A kept or refunded deposit is held for the visit again; a released one is due afresh (domain).
    const deposit = depositOnReopen(depositOf(booking), now);
    tx.update(ref, {
      status: reopenedStatus,
      status_changed_by: caller.uid,
      status_changed_at: now,
      // A later Complete before the start must be confirmed as early again; a reinstated visit
      // is no longer cancelled.
      completed_early: false,
      cancellation_reason: null,
      // A wrongly completed visit is not finished (issue 34): the Today board shows it in the chair again.
      finished_at: null,
      ...(conflicts.length > 0 ? { conflict_override: true } : {}),
      ...(deposit ? { deposit } : {}),
    });
    return { bookingId: ref.id, status: reopenedStatus };
  }, bookingTransactionOptions);
}

export const reopenBooking = onCall(async (request) => {
  const caller = await requireBookingManager(db, request.auth);
  const input = decodeRequest(reopenBookingRequestSchema, request.data);
  return reopenBookingFor(db, { uid: caller.uid, isOwner: roleOf(caller) === 'owner' }, input, new Date());
});
