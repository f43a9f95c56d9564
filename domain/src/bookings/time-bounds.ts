import type { BookingTimeOverride } from '../schemas/bookings.ts';

/** What the check reads: the moment, and the settings that bound a booking's time. */
export interface BookingTimeBounds {
  now: Date;
  /** Setting scheduling_grace_period_minutes: a booking may start this long ago, as a late walk-in. */
  graceMinutes: number;
  /** booking_settings.maxAdvanceBookingDays. */
  maxAdvanceDays: number;
}

export interface BookingTimeProblem {
  override: BookingTimeOverride;
  message: string;
}

/**
 * Whether a booking may start at `startsAt` without an explicit override: not earlier than the
 * grace period before now, not later than the advance limit after it. A typo in the year or a
 * back-dated visit (which would earn loyalty points once completed) then needs staff to say so,
 * and the booking records that they did. Null when the time is within bounds.
 */
export function bookingTimeProblem(startsAt: Date, bounds: BookingTimeBounds): BookingTimeProblem | null {
  const earliest = bounds.now.getTime() - bounds.graceMinutes * 60_000;
  if (startsAt.getTime() < earliest)
    return {
      override: 'past',
      message: `That time is in the past (more than ${bounds.graceMinutes} minutes ago). Book it anyway only to record a visit that happened.`,
    };
  const latest = bounds.now.getTime() + bounds.maxAdvanceDays * 86_400_000;
  if (startsAt.getTime() > latest)
    return {
      override: 'beyond_advance_limit',
      message: `That time is more than ${bounds.maxAdvanceDays} days ahead, beyond the booking limit. Book it anyway only if you mean that date.`,
    };
  return null;
}

/**
 * Whether a booking may be completed now. One staff moved or booked into the past (the override
 * recorded) is not completed in the same breath: completing earns loyalty points and counts as a
 * visit, so it waits until the grace period has passed since its time was set, and is a second,
 * separate decision. Null when it may be completed.
 */
export function completionProblem(booking: {
  time_override: BookingTimeOverride | null;
  time_set_at: Date | null;
  now: Date;
  graceMinutes: number;
}): string | null {
  if (booking.time_override !== 'past' || booking.time_set_at === null) return null;
  const from = booking.time_set_at.getTime() + booking.graceMinutes * 60_000;
  if (booking.now.getTime() >= from) return null;
  return `A booking moved into the past can be completed ${booking.graceMinutes} minutes after it was moved, not at once.`;
}
