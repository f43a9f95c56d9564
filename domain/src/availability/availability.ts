import {
  minutesOfTime as minutesOf,
  studioDateOfInstant,
  studioInstant,
  studioTimeOfInstant,
  weekdayOfDate,
} from '../dates/calendar-dates.ts';
import type { TimeZone } from '../enums/settings.ts';

/** The fields of availability_blocks the checks read. */
export interface WeeklyWindow {
  day_of_week: number;
  start_time: string;
  end_time: string;
  is_active: boolean;
}

/** The fields of blocked_time_slots the checks read. */
export interface BlockedSlot {
  start_datetime: Date;
  end_datetime: Date;
}

/** Today's calendar date in the studio's time zone. */
export function todayIn(timeZone: TimeZone, now: Date): string {
  return studioDateOfInstant(now, timeZone);
}

/** Past dates cannot be chosen (booking wizard, blocked dates); today can. */
export function isPastDate(date: string, timeZone: TimeZone, now: Date): boolean {
  weekdayOfDate(date); // refuses a malformed date
  return date < todayIn(timeZone, now);
}

/** The instant a wall-clock time on a calendar date happens in the studio's time zone. */
export const studioDateTime = studioInstant;

/** The active weekly windows of a date's weekday, earliest first. */
export function openingWindowsOn<W extends WeeklyWindow>(date: string, windows: readonly W[]): W[] {
  const day = weekdayOfDate(date);
  return windows
    .filter((w) => w.is_active && w.day_of_week === day)
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/** A day with no active weekly window is closed (Sunday in the studio's hours). */
export function isClosedOn(date: string, windows: readonly WeeklyWindow[]): boolean {
  return openingWindowsOn(date, windows).length === 0;
}

/**
 * Whether an instant falls inside the weekly opening hours, read in the studio's time zone (the
 * after-hours fee's test). Which starts are free is the free-time module's question.
 */
export function isWithinOpeningHours(
  at: Date,
  windows: readonly WeeklyWindow[],
  timeZone: TimeZone,
): boolean {
  const date = studioDateOfInstant(at, timeZone);
  const minutes = minutesOf(studioTimeOfInstant(at, timeZone));
  return openingWindowsOn(date, windows).some(
    (w) => minutesOf(w.start_time) <= minutes && minutes < minutesOf(w.end_time),
  );
}

/** The wall-clock time an instant shows in the studio, 'HH:mm'. */
export const studioTimeOf = studioTimeOfInstant;

/** The studio calendar date of an instant, 'yyyy-MM-dd'. */
export const studioDateOf = studioDateOfInstant;

/** The Blocked Dates tab: slots not yet over, earliest first (spec §7). */
export function upcomingBlockedSlots<S extends BlockedSlot>(slots: readonly S[], now: Date): S[] {
  return slots
    .filter((s) => s.end_datetime >= now)
    .sort((a, b) => a.start_datetime.getTime() - b.start_datetime.getTime());
}

/** The Weekly Schedule tab: active windows by day, then start time (spec §7). */
export function weeklySchedule<W extends WeeklyWindow>(windows: readonly W[]): W[] {
  return windows
    .filter((w) => w.is_active)
    .sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time));
}

export const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
