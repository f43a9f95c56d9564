// rescheduleBooking: a scheduled or confirmed booking moves to a new start, keeping its length
// and its price (agreed when booked); the new interval is checked like a new booking's, its time
// bounds too (an override recorded, and when, so a booking moved into the past completes later).
import {
  type RescheduleBookingInput,
  type RescheduleBookingResponse,
  rescheduleBookingRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireBookingManager } from './booking-access.ts';
import { readSettings } from './booking-context.ts';
import { conflictsInTransaction, refuseConflicts, touchBookingDays } from './booking-slots.ts';
import { checkBookingTime } from './booking-time-bounds.ts';
import { readBookingInTransaction } from './read-booking.ts';

export async function rescheduleBookingFor(
  firestore: Firestore,
  input: RescheduleBookingInput,
  now: Date,
): Promise<RescheduleBookingResponse> {
  const settings = await readSettings(firestore);
  const timeOverride = checkBookingTime(input.startsAt, settings, now, input.overrideTimeLimit);
  return firestore.runTransaction(async (tx) => {
    const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, input.bookingId);
    if (booking.status !== 'scheduled' && booking.status !== 'confirmed')
      throw new HttpsError(
        'failed-precondition',
        'Only a scheduled or confirmed booking can be rescheduled.',
      );
    const interval = { start: input.startsAt, end: new Date(input.startsAt.getTime() + minutes * 60_000) };
    const conflicts = await conflictsInTransaction(firestore, tx, interval, ref.id);
    refuseConflicts(conflicts, input.overrideConflict);
    touchBookingDays(firestore, tx, interval, ref.id, now);
    tx.update(ref, {
      scheduled_at: interval.start,
      end_at: interval.end,
      duration_minutes: minutes,
      conflict_override: conflicts.length > 0,
      time_override: timeOverride,
      time_set_at: now,
    });
    return {
      bookingId: ref.id,
      startsAt: interval.start.toISOString(),
      endsAt: interval.end.toISOString(),
      conflictOverridden: conflicts.length > 0,
    };
  });
}

export const rescheduleBooking = onCall(async (request) => {
  await requireBookingManager(db, request.auth);
  const input = decodeRequest(rescheduleBookingRequestSchema, request.data);
  return rescheduleBookingFor(db, input, new Date());
});
