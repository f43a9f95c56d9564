import { formatTimeOfDay, freeStarts, type TimeZone } from '@studio/domain';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** Offered start times are this far apart. */
export const startStepMinutes = 15;

/**
 * Until staff profiles are wired (issue 31), the studio schedules as one chair: the owner is its
 * only member, and every booking (none names its member yet) reads as hers.
 */
const onlyMember = 'owner';

/**
 * A day's free start times for a booking of a length, from the domain's availability module:
 * the bookings that hold their time (but the one being moved) and the blocked slots are taken.
 * Staff may book inside the clients' lead time and beyond their advance limit, so neither applies.
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
  const day = {
    date: input.date,
    timeZone: input.timeZone,
    now: input.now,
    ownerUid: onlyMember,
    staff: [{ uid: onlyMember, bookable: true, display_name: 'The studio' }],
    studioHours: input.windows,
    blockedSlots: input.blockedSlots,
    // One chair: every booking takes it, whoever a later one names as its member.
    bookings: input.bookings.map((b) => ({ ...b, staff_id: null })),
    stepMinutes: startStepMinutes,
    ...(input.exceptBookingId === undefined ? {} : { exceptBookingId: input.exceptBookingId }),
  };
  const visit = [{ serviceId: 'visit', durationMinutes: input.durationMinutes }];
  return freeStarts(day, visit, onlyMember);
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
