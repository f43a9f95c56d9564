// Calendar dates ('yyyy-MM-dd', the studio's days) and the instants they begin and end in the
// studio's time zone, on date-fns (issue 31). A calendar date has no zone: its weekday and the next
// day are the same everywhere, so that arithmetic runs on UTC midnights, where no clock ever
// changes. Only "when does this day start, in the studio" needs the zone.
import { TZDate } from '@date-fns/tz/date';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import type { TimeZone } from '../enums/settings.ts';

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

/** The date as a UTC midnight, the zone-free form the arithmetic below runs on. */
function utcDay(date: string): TZDate {
  const match = calendarDatePattern.exec(date);
  if (!match) throw new RangeError(`Expected a date as yyyy-MM-dd, got "${date}"`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 'UTC');
}

const asCalendarDate = (day: Date) => format(day, 'yyyy-MM-dd');

/** Minutes since midnight of a wall-clock time 'HH:mm' (an 'H:mm' reads too). */
export function minutesOfTime(time: string): number {
  const match = timePattern.exec(time);
  if (!match) throw new RangeError(`Expected a time as HH:mm, got "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:mm' of minutes since midnight (below 24 hours). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 0 Sunday … 6 Saturday, the numbering of availability_blocks.day_of_week. */
export function weekdayOfDate(date: string): number {
  return utcDay(date).getDay();
}

/** The calendar date `days` after (or before, when negative) a date. */
export function addDaysToDate(date: string, days: number): string {
  return asCalendarDate(addDays(utcDay(date), days));
}

/** The day after a date (month and year ends included). */
export function nextDate(date: string): string {
  return addDaysToDate(date, 1);
}

/** Whole days from `from` to `to`: 1 for the next day, negative when `to` is earlier. */
export function daysBetweenDates(from: string, to: string): number {
  return differenceInCalendarDays(utcDay(to), utcDay(from));
}

/**
 * The instant a wall-clock time on a date happens in the studio. A time the clocks skip in March
 * lands one hour later (02:30 reads 03:30); a time they repeat in November is its first occurrence.
 */
export function studioInstant(date: string, time: string, timeZone: TimeZone): Date {
  const day = utcDay(date);
  const minutes = minutesOfTime(time);
  return new Date(
    new TZDate(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      Math.floor(minutes / 60),
      minutes % 60,
      timeZone,
    ).getTime(),
  );
}

/** When a studio day begins (its midnight in the zone). */
export function startOfStudioDay(date: string, timeZone: TimeZone): Date {
  return studioInstant(date, '00:00', timeZone);
}

/** When a studio day ends: the next day's midnight, excluded. 23 hours in March, 25 in November. */
export function endOfStudioDay(date: string, timeZone: TimeZone): Date {
  return startOfStudioDay(nextDate(date), timeZone);
}

/** The studio's calendar date of an instant. */
export function studioDateOfInstant(at: Date, timeZone: TimeZone): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The studio's wall-clock time of an instant, 'HH:mm'. */
export function studioTimeOfInstant(at: Date, timeZone: TimeZone): string {
  return format(new TZDate(at.getTime(), timeZone), 'HH:mm');
}
