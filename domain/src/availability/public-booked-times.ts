// The booking wizard must know when the studio is taken, to say a day is full and offer its
// waitlist; but clients may not read bookings (names, prices) or the team's schedules. So a
// function publishes the times alone: public_availability/booked_times, the same shape as
// blocked_dates (start and end only).
// With several chairs (issue 31) a time is taken only when every bookable member is booked then:
// one booking with Jordan leaves the time open while Maya is free. The wizard's request is for a
// category, not a member, so "someone can take it" is the question it asks.
// Why a published document and not a callable: the wizard already reads blocked_dates live, so a
// booking made or cancelled while she looks updates her calendar without a request per month.
import { bookingEnd } from '../bookings/duration.ts';
import { bookingStaffId } from '../bookings/staff-member.ts';
import { holdsSlot } from '../bookings/status.ts';
import type { Booking, PublicBlockedDates, PublicBlockedTime } from '../schemas/bookings.ts';
import { maxPublicBlockedTimes } from '../schemas/bookings.ts';
import type { TimeSpan } from './free-time.ts';

type PublishedBooking = Pick<Booking, 'scheduled_at' | 'end_at' | 'duration_minutes' | 'status' | 'staff_id'>;

/** Who can take a client: the bookable members, and the owner older bookings (no staff_id) belong to. */
export interface BookableTeam {
  memberUids: readonly string[];
  ownerUid: string;
}

/**
 * The times at which every bookable member is booked (bookings that hold their slot and are not
 * over at `now`), earliest first. Without a team (no owner yet) the studio is one chair.
 */
export function publicBookedTimes(
  bookings: readonly PublishedBooking[],
  now: Date,
  team?: BookableTeam,
): PublicBlockedTime[] {
  const live = bookings.filter((b) => holdsSlot(b.status) && bookingEnd(b).getTime() > now.getTime());
  const chairs = team && team.memberUids.length > 0 ? team.memberUids : [null];
  const busyPerChair = chairs.map((uid) =>
    mergeSpans(
      live
        .filter((b) => uid === null || team === undefined || bookingStaffId(b, team.ownerUid) === uid)
        .map((b) => ({ start: b.scheduled_at, end: bookingEnd(b) })),
    ),
  );
  const everyoneBusy = busyPerChair.reduce((common, spans) => intersectSpans(common, spans));
  return everyoneBusy
    .slice(0, maxPublicBlockedTimes)
    .map((span) => ({ start_datetime: span.start, end_datetime: span.end }));
}

/** The public_availability/booked_times document, as published at `now`. */
export function publicBookedTimesDocument(
  bookings: readonly PublishedBooking[],
  now: Date,
  team?: BookableTeam,
): PublicBlockedDates {
  return { slots: publicBookedTimes(bookings, now, team), updated_at: now };
}

/** Sorted, with touching or overlapping spans joined. */
function mergeSpans(spans: readonly TimeSpan[]): TimeSpan[] {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeSpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start.getTime() <= last.end.getTime()) {
      if (span.end.getTime() > last.end.getTime()) last.end = span.end;
    } else merged.push({ ...span });
  }
  return merged;
}

/** The times inside both lists (each sorted and merged), in one pass. */
function intersectSpans(a: readonly TimeSpan[], b: readonly TimeSpan[]): TimeSpan[] {
  const common: TimeSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as TimeSpan;
    const y = b[j] as TimeSpan;
    const start = Math.max(x.start.getTime(), y.start.getTime());
    const end = Math.min(x.end.getTime(), y.end.getTime());
    if (start < end) common.push({ start: new Date(start), end: new Date(end) });
    if (x.end.getTime() < y.end.getTime()) i += 1;
    else j += 1;
  }
  return common;
}
