import { TZDate } from '@date-fns/tz/date';
import { format } from 'date-fns/format';
import {
  type BlockedSlot,
  openingWindowsOn,
  studioDateTime,
  type WeeklyWindow,
} from '../availability/availability.ts';
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

const minuteMs = 60_000;

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The wall-clock time an instant shows in the studio, 'HH:mm'. */
export function studioTimeOf(at: Date, timeZone: TimeZone): string {
  return format(new TZDate(at.getTime(), timeZone), 'HH:mm');
}

/** The studio calendar date of an instant, 'yyyy-MM-dd'. */
export function studioDateOf(at: Date, timeZone: TimeZone): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/**
 * The wall-clock minutes of a window on a date as instants. A time the clocks skip (spring
 * forward) does not exist and is left out; a time they repeat (fall back) is taken once, at its
 * first occurrence.
 */
function windowStarts(date: string, window: WeeklyWindow, stepMinutes: number, timeZone: TimeZone): Date[] {
  const starts: Date[] = [];
  for (let m = minutesOf(window.start_time); m < minutesOf(window.end_time); m += stepMinutes) {
    const time = timeOf(m);
    const at = studioDateTime(date, time, timeZone);
    if (studioTimeOf(at, timeZone) === time) starts.push(at);
  }
  return starts;
}

export interface FreeStartTimesInput {
  /** A studio-local calendar date, 'yyyy-MM-dd'. */
  date: string;
  durationMinutes: number;
  availabilityBlocks: readonly WeeklyWindow[];
  blockedSlots: readonly BlockedSlot[];
  /** The bookings that hold their time (scheduled, confirmed, completed) around the date. */
  bookings: readonly Interval[];
  timeZone: TimeZone;
  /** Distance between offered start times, e.g. 15 or 30 minutes. */
  stepMinutes: number;
  now: Date;
  /** Starts earlier than now plus this many hours are not offered (scheduling_lead_time_hours). */
  leadTimeHours?: number;
}

/**
 * The start times on a date at which a booking of the given length fits: inside one opening
 * window from start to end, not overlapping a blocked slot or another booking, not before now
 * plus the lead time. Cost: O(candidate starts × (bookings + slots) of that day).
 */
export function freeStartTimes(input: FreeStartTimesInput): Date[] {
  const step = Math.max(1, Math.trunc(input.stepMinutes));
  const length = Math.max(0, input.durationMinutes) * minuteMs;
  const earliest = input.now.getTime() + (input.leadTimeHours ?? 0) * 60 * minuteMs;
  const busy = [...input.bookings, ...input.blockedSlots.map(blockedSlotInterval)];
  const seen = new Set<number>();
  const free: Date[] = [];
  for (const window of openingWindowsOn(input.date, input.availabilityBlocks)) {
    const closes = studioDateTime(input.date, window.end_time, input.timeZone).getTime();
    for (const start of windowStarts(input.date, window, step, input.timeZone)) {
      const interval = { start, end: new Date(start.getTime() + length) };
      if (seen.has(start.getTime()) || start.getTime() < earliest || interval.end.getTime() > closes)
        continue;
      if (busy.some((b) => overlaps(interval, b))) continue;
      seen.add(start.getTime());
      free.push(start);
    }
  }
  return free.sort((a, b) => a.getTime() - b.getTime());
}

/** Whether an instant falls inside the weekly opening hours (the after-hours fee's test). */
export function isWithinOpeningHours(
  at: Date,
  windows: readonly WeeklyWindow[],
  timeZone: TimeZone,
): boolean {
  const date = studioDateOf(at, timeZone);
  const minutes = minutesOf(studioTimeOf(at, timeZone));
  return openingWindowsOn(date, windows).some(
    (w) => minutesOf(w.start_time) <= minutes && minutes < minutesOf(w.end_time),
  );
}
