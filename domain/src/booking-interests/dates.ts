import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { todayIn } from '../availability/availability.ts';
import type { TimeZone } from '../enums/settings.ts';

/** The dates a client may ask for, both ends included, as 'yyyy-MM-dd'. */
export interface InterestDateRange {
  first: string;
  last: string;
}

/**
 * From the studio's today up to maxAdvanceBookingDays ahead (booking_settings). The
 * submitBookingInterest callable refuses any other preferred_date (bookingInterestProblem), so the
 * wizard offers exactly these.
 */
export function interestDateRange(
  timeZone: TimeZone,
  maxAdvanceBookingDays: number,
  now: Date,
): InterestDateRange {
  const first = todayIn(timeZone, now);
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  const last = format(addDays(new Date(y, m - 1, d), maxAdvanceBookingDays), 'yyyy-MM-dd');
  return { first, last };
}

/** Whether a 'yyyy-MM-dd' date lies in the range (the format sorts as the calendar does). */
export function isInInterestDateRange(date: string, range: InterestDateRange): boolean {
  return date >= range.first && date <= range.last;
}
