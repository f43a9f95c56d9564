import { bookingEnd, formatTimeOfDay, freeStartTimes, holdsSlot, type TimeZone } from '@studio/domain';
import type { Doc } from '../../utils/firestore-refs.ts';

/** Offered start times are this far apart. */
export const startStepMinutes = 15;

/**
 * A day's free start times for a booking of a length: the bookings that hold their time (but
 * the one being moved) and the blocked slots are taken. Staff may book inside the clients' lead
 * time, so none applies here.
 */
export function freeTimesOn(input: {
  date: string;
  durationMinutes: number;
  timeZone: TimeZone;
  now: Date;
  windows: readonly Doc<'availabilityBlocks'>[];
  blockedSlots: readonly Doc<'blockedTimeSlots'>[];
  bookings: readonly Doc<'bookings'>[];
  exceptBookingId?: string;
}): Date[] {
  return freeStartTimes({
    date: input.date,
    durationMinutes: input.durationMinutes,
    availabilityBlocks: input.windows,
    blockedSlots: input.blockedSlots,
    bookings: input.bookings
      .filter((b) => b.id !== input.exceptBookingId && holdsSlot(b.status))
      .map((b) => ({ start: b.scheduled_at, end: bookingEnd(b) })),
    timeZone: input.timeZone,
    stepMinutes: startStepMinutes,
    now: input.now,
  });
}

/**
 * Why a chosen start time was cleared (issue 29): it was offered and the live day took it (another
 * member booked it, or a block was added), or it was never free for this length (a preselected
 * time, e.g. her requested one on Convert). Null while it is still free.
 */
export function lostTimeNotice(input: {
  time: string;
  freeTimes: readonly string[];
  /** Whether the time was among the free times the picker showed just before, for this length. */
  wasOffered: boolean;
  durationMinutes: number;
}): string | null {
  if (input.time === '' || input.freeTimes.includes(input.time)) return null;
  const time = formatTimeOfDay(input.time);
  return input.wasOffered
    ? `${time} was just taken by another booking. Choose another time.`
    : `${time} is not free for ${input.durationMinutes} minutes on this day. Choose another time.`;
}
