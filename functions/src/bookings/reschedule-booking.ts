// rescheduleBooking: a scheduled or confirmed booking moves to a new start, keeping its length
// and its price (agreed when booked), and its member unless staffId names another (issue 31).
// The new time is checked like a new booking's for that member, her hours and the clean-up
// included, and so are its time bounds (an override recorded, and when, so a booking moved into
// the past completes later).
import {
  bookingStaffId,
  type RescheduleBookingInput,
  type RescheduleBookingResponse,
  rescheduleBookingRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireBookingManager } from './booking-access.ts';
import { readDayReference, readSettings } from './booking-context.ts';
import {
  bookingTransactionOptions,
  memberForVisit,
  readBookingDay,
  touchBookingDays,
} from './booking-slots.ts';
import { checkBookingTime } from './booking-time-bounds.ts';
import { readBookingInTransaction } from './read-booking.ts';

export async function rescheduleBookingFor(
  firestore: Firestore,
  input: RescheduleBookingInput,
  now: Date,
): Promise<RescheduleBookingResponse> {
  const settings = await readSettings(firestore);
  const timeOverride = checkBookingTime(input.startsAt, settings, now, input.overrideTimeLimit);
  const reference = await readDayReference(firestore, settings, now);
  return firestore.runTransaction(async (tx) => {
    const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, input.bookingId);
    if (booking.status !== 'scheduled' && booking.status !== 'confirmed')
      throw new HttpsError(
        'failed-precondition',
        'Only a scheduled or confirmed booking can be rescheduled.',
      );
    const buffer = booking.buffer_minutes ?? reference.serviceBuffers[booking.service_id] ?? 0;
    const held = {
      start: input.startsAt,
      end: new Date(input.startsAt.getTime() + (minutes + buffer) * 60_000),
    };
    const day = await readBookingDay(firestore, tx, held, reference, ref.id);
    const visit = [
      {
        serviceId: booking.service_id,
        name: booking.service_name ?? 'that service',
        durationMinutes: minutes,
        bufferMinutes: buffer,
      },
    ];
    const staffId = input.staffId ?? bookingStaffId(booking, day.ownerUid);
    const member = memberForVisit(day, visit, input.startsAt, staffId, {
      conflict: input.overrideConflict,
      hours: input.overrideTimeLimit,
    });
    const interval = { start: input.startsAt, end: new Date(input.startsAt.getTime() + minutes * 60_000) };
    touchBookingDays(firestore, tx, held, ref.id, now);
    tx.update(ref, {
      staff_id: member.staffId,
      scheduled_at: interval.start,
      end_at: interval.end,
      duration_minutes: minutes,
      buffer_minutes: buffer,
      conflict_override: member.conflicts.length > 0,
      time_override: timeOverride ?? (member.outsideHours ? 'outside_hours' : null),
      time_set_at: now,
    });
    return {
      bookingId: ref.id,
      staffId: member.staffId,
      startsAt: interval.start.toISOString(),
      endsAt: interval.end.toISOString(),
      conflictOverridden: member.conflicts.length > 0,
    };
  }, bookingTransactionOptions);
}

export const rescheduleBooking = onCall(async (request) => {
  await requireBookingManager(db, request.auth);
  const input = decodeRequest(rescheduleBookingRequestSchema, request.data);
  return rescheduleBookingFor(db, input, new Date());
});
