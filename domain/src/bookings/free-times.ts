// Intervals and the opening-hours test the price and the server's conflict check use. Which
// starts are free is the availability module's question (availability/free-time.ts, issue 31).
import { type BlockedSlot, openingWindowsOn, type WeeklyWindow } from '../availability/availability.ts';
import { minutesOfTime, studioDateOfInstant, studioTimeOfInstant } from '../dates/calendar-dates.ts';
import type { TimeZone } from '../enums/settings.ts';

/** A half-open span of time [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** Whether two half-open intervals share a moment: back-to-back bookings do not overlap. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The items whose interval overlaps `interval` (the server's conflict check, the form's too). */
export function findConflicts<T extends Interval>(interval: Interval, items: readonly T[]): T[] {
  return items.filter((item) => overlaps(interval, item));
}

/** A blocked slot as an interval (end before start counts as empty, spec §5 keeps no order). */
export function blockedSlotInterval(slot: BlockedSlot): Interval {
  return { start: slot.start_datetime, end: slot.end_datetime };
}

/** The wall-clock time an instant shows in the studio, 'HH:mm'. */
export const studioTimeOf = studioTimeOfInstant;

/** The studio calendar date of an instant, 'yyyy-MM-dd'. */
export const studioDateOf = studioDateOfInstant;

/** Whether an instant falls inside the weekly opening hours (the after-hours fee's test). */
export function isWithinOpeningHours(
  at: Date,
  windows: readonly WeeklyWindow[],
  timeZone: TimeZone,
): boolean {
  const date = studioDateOf(at, timeZone);
  const minutes = minutesOfTime(studioTimeOf(at, timeZone));
  return openingWindowsOn(date, windows).some(
    (w) => minutesOfTime(w.start_time) <= minutes && minutes < minutesOfTime(w.end_time),
  );
}
