import { type BookingStatus, bookingStatuses, studioDateTime, type TimeZone } from '@studio/domain';

/** What the Bookings list is narrowed to; empty means no filter on that field. */
export interface BookingFilters {
  status: BookingStatus | '';
  /** Calendar dates 'yyyy-MM-dd' in the studio's time zone, both days included. */
  from: string;
  to: string;
  clientId: string | null;
}

export const noFilters: BookingFilters = { status: '', from: '', to: '', clientId: null };

export function isBookingStatus(value: string): value is BookingStatus {
  return (bookingStatuses as readonly string[]).includes(value);
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * The instants a date range covers: from the first day's midnight (studio time) to the
 * midnight after the last. A range given backwards is read the right way round.
 */
export function scheduledRange(
  filters: Pick<BookingFilters, 'from' | 'to'>,
  timeZone: TimeZone,
): { start?: Date; end?: Date } {
  const from = isDate(filters.from) ? filters.from : '';
  const to = isDate(filters.to) ? filters.to : '';
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return {
    ...(first && { start: studioDateTime(first, '00:00', timeZone) }),
    ...(last && { end: studioDateTime(dayAfter(last), '00:00', timeZone) }),
  };
}
