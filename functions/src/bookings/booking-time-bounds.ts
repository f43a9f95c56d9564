// The time bounds a booking callable enforces: domain's bookingTimeProblem decides, this refuses
// (failed-precondition, details.reason 'time_limit', so the form can offer "Book anyway") unless
// staff overrode it, and answers the override to record on the booking.
import {
  type BookingRefusal,
  type BookingTimeOverride,
  bookingTimeProblem,
  type SettingsValues,
} from '@studio/domain';
import { HttpsError } from 'firebase-functions/v2/https';

export function checkBookingTime(
  startsAt: Date,
  settings: SettingsValues,
  now: Date,
  override: boolean,
): BookingTimeOverride | null {
  const problem = bookingTimeProblem(startsAt, {
    now,
    graceMinutes: settings.scheduling_grace_period_minutes,
    maxAdvanceDays: settings.booking_settings.maxAdvanceBookingDays,
  });
  if (!problem) return null;
  if (override) return problem.override;
  const details: BookingRefusal = { reason: 'time_limit', override: problem.override };
  throw new HttpsError('failed-precondition', problem.message, details);
}
