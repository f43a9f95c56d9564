// The booking wizard needs to know when the studio is blocked, but blocked_time_slots also say
// why (reasons can be private), and rules cannot hide one field of a readable document. So a
// function publishes a projection without reasons: public_availability/blocked_dates.
import {
  type BlockedTimeSlot,
  maxPublicBlockedTimes,
  type PublicBlockedDates,
  type PublicBlockedTime,
} from '../schemas/bookings.ts';
import { upcomingBlockedSlots } from './availability.ts';

/** The blocked times not over yet at `now`, earliest first, reasons dropped. */
export function publicBlockedTimes(slots: readonly BlockedTimeSlot[], now: Date): PublicBlockedTime[] {
  return upcomingBlockedSlots(slots, now)
    .slice(0, maxPublicBlockedTimes)
    .map(({ start_datetime, end_datetime }) => ({ start_datetime, end_datetime }));
}

/** The public_availability/blocked_dates document for these slots, as published at `now`. */
export function publicBlockedDates(slots: readonly BlockedTimeSlot[], now: Date): PublicBlockedDates {
  return { slots: publicBlockedTimes(slots, now), updated_at: now };
}
