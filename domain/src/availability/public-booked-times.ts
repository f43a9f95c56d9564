// The booking wizard must know when the chair is taken, to say a day is full and offer its
// waitlist; but clients may not read bookings (names, prices). So a function publishes the times
// alone: public_availability/booked_times, the same shape as blocked_dates (start and end only).
// Why a published document and not a callable: the wizard already reads blocked_dates live, so a
// booking made or cancelled while she looks updates her calendar without a request per month.
import { bookingEnd } from '../bookings/duration.ts';
import { holdsSlot } from '../bookings/status.ts';
import type { Booking, PublicBlockedDates, PublicBlockedTime } from '../schemas/bookings.ts';
import { maxPublicBlockedTimes } from '../schemas/bookings.ts';

/** The times of the bookings that hold their slot and are not over at `now`, earliest first. */
export function publicBookedTimes(
  bookings: readonly Pick<Booking, 'scheduled_at' | 'end_at' | 'duration_minutes' | 'status'>[],
  now: Date,
): PublicBlockedTime[] {
  return bookings
    .filter((b) => holdsSlot(b.status))
    .map((b) => ({ start_datetime: b.scheduled_at, end_datetime: bookingEnd(b) }))
    .filter((t) => t.end_datetime.getTime() > now.getTime())
    .sort((a, b) => a.start_datetime.getTime() - b.start_datetime.getTime())
    .slice(0, maxPublicBlockedTimes);
}

/** The public_availability/booked_times document, as published at `now`. */
export function publicBookedTimesDocument(
  bookings: Parameters<typeof publicBookedTimes>[0],
  now: Date,
): PublicBlockedDates {
  return { slots: publicBookedTimes(bookings, now), updated_at: now };
}
