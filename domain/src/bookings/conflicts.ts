// How a refused time is explained (issue 29): the callables send the clashing bookings and
// blocked slots as data (BookingRefusal), and the booking form words them here, on the studio's
// clock, so staff see whose visit is in the way without opening the calendar.
import { formatStudioDate, formatStudioTime } from '../dates/format.ts';
import type { TimeZone } from '../enums/settings.ts';
import type { BookingRefusal } from './requests.ts';

export type BookingConflict = Extract<BookingRefusal, { reason: 'conflict' }>['conflicts'][number];

/** 'Ana Lima's Gel Manicure, 10:00 AM – 11:00 AM' or 'blocked time, 1:00 PM – 2:00 PM'. */
export function conflictWords(conflict: BookingConflict, timeZone: TimeZone): string {
  const start = new Date(conflict.start);
  const end = new Date(conflict.end);
  const startDay = formatStudioDate(start, timeZone);
  const sameDay = startDay === formatStudioDate(end, timeZone);
  const times = sameDay
    ? `${formatStudioTime(start, timeZone)} – ${formatStudioTime(end, timeZone)}`
    : `${startDay} ${formatStudioTime(start, timeZone)} – ${formatStudioDate(end, timeZone)} ${formatStudioTime(end, timeZone)}`;
  if (conflict.kind === 'blocked_slot') return `blocked time, ${times}`;
  return `${conflict.client ?? 'a client'}'s ${conflict.service ?? 'booking'}, ${times}`;
}

/** The sentence shown beside the chosen time: the first clash named, the others counted. */
export function describeConflicts(conflicts: readonly BookingConflict[], timeZone: TimeZone): string {
  const [first, ...rest] = conflicts;
  if (!first) return 'That time is no longer free. Pick another time.';
  const more = rest.length > 0 ? ` and ${rest.length} more` : '';
  return `That time overlaps ${conflictWords(first, timeZone)}${more}.`;
}
