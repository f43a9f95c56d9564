import {
  endOfStudioDay,
  minutesOfTime as minutesOf,
  startOfStudioDay,
  studioDateOfInstant,
  studioInstant,
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

/** 0 Sunday … 6 Saturday for a calendar date; the same in every time zone. */
export const dayOfWeekOf = weekdayOfDate;

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
  const day = dayOfWeekOf(date);
  return windows
    .filter((w) => w.is_active && w.day_of_week === day)
    .sort((a, b) => a.start_time.localeCompare(b.start_time));
}

/** A day with no active weekly window is closed (Sunday in the studio's hours). */
export function isClosedOn(date: string, windows: readonly WeeklyWindow[]): boolean {
  return openingWindowsOn(date, windows).length === 0;
}

/** The blocked slots touching a calendar date in the studio's time zone. */
export function blockedSlotsOn<S extends BlockedSlot>(
  date: string,
  slots: readonly S[],
  timeZone: TimeZone,
): S[] {
  const dayStart = startOfStudioDay(date, timeZone);
  const dayEnd = endOfStudioDay(date, timeZone);
  return slots.filter((s) => s.start_datetime < dayEnd && s.end_datetime > dayStart);
}

function isCovered(start: Date, end: Date, slots: readonly BlockedSlot[]): boolean {
  // Walk forward through the slots that start at or before the uncovered point.
  let point = start.getTime();
  const sorted = [...slots].sort((a, b) => a.start_datetime.getTime() - b.start_datetime.getTime());
  for (const slot of sorted) {
    if (slot.start_datetime.getTime() > point) break;
    point = Math.max(point, slot.end_datetime.getTime());
    if (point >= end.getTime()) return true;
  }
  return point >= end.getTime();
}

/**
 * Whether the studio takes appointments at a time on a date: inside an active weekly window
 * (end excluded) and not inside a blocked slot.
 */
export function isOpenAt(
  date: string,
  time: string,
  windows: readonly WeeklyWindow[],
  slots: readonly BlockedSlot[],
  timeZone: TimeZone,
): boolean {
  const minutes = minutesOf(time);
  const inWindow = openingWindowsOn(date, windows).some(
    (w) => minutesOf(w.start_time) <= minutes && minutes < minutesOf(w.end_time),
  );
  if (!inWindow) return false;
  const at = studioDateTime(date, time, timeZone);
  return !slots.some((s) => s.start_datetime <= at && at < s.end_datetime);
}

/** A day is unavailable when it is closed or every opening window is covered by blocked slots. */
export function isUnavailableOn(
  date: string,
  windows: readonly WeeklyWindow[],
  slots: readonly BlockedSlot[],
  timeZone: TimeZone,
): boolean {
  const open = openingWindowsOn(date, windows);
  if (open.length === 0) return true;
  const blocked = blockedSlotsOn(date, slots, timeZone);
  return open.every((w) =>
    isCovered(
      studioDateTime(date, w.start_time, timeZone),
      studioDateTime(date, w.end_time, timeZone),
      blocked,
    ),
  );
}

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
