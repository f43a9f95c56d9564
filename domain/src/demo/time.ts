import { studioDateTime, todayIn } from '../availability/availability.ts';
import type { TimeZone } from '../enums/settings.ts';

/** The calendar date `offset` days from a date, 'yyyy-MM-dd'. */
export function shiftCalendarDate(date: string, offset: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/**
 * Dates of the demo, all relative to one `now` so the data set is the same on every run with
 * the same now. Days that fall on a Sunday (closed) move to Monday.
 */
export function demoClock(now: Date, timeZone: TimeZone) {
  const today = todayIn(timeZone, now);
  const openDay = (offset: number) => {
    const date = shiftCalendarDate(today, offset);
    return new Date(`${date}T12:00:00Z`).getUTCDay() === 0
      ? shiftCalendarDate(date, offset < 0 ? -1 : 1)
      : date;
  };
  return {
    now,
    today,
    /** A calendar date `offset` days from today, never a Sunday. */
    date: openDay,
    /** The instant of a studio wall-clock time `offset` days from today, never on a Sunday. */
    at: (offset: number, time: string) => studioDateTime(openDay(offset), time, timeZone),
    /** Exactly `days` (fractional allowed) before now: for created_at stamps. */
    ago: (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000),
  };
}
export type DemoClock = ReturnType<typeof demoClock>;
