import { TZDate } from '@date-fns/tz/date';
import { studioDateTime, type TimeZone, todayIn } from '@studio/domain';

/** What the calendar shows: one day, or the week (Sunday to Saturday) around a day. */
export type CalendarView = 'day' | 'week';

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar date 'yyyy-MM-dd' (a URL's ?date= may be anything). */
export function isCalendarDate(text: string | null): text is string {
  if (!text || !calendarDatePattern.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** A calendar date moved by whole days; calendar arithmetic, so no time zone can shift it. */
export function addCalendarDays(date: string, days: number): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** The days a view shows, in order: the day itself, or Sunday to Saturday of its week. */
export function visibleDays(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const sunday = addCalendarDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
  return Array.from({ length: 7 }, (_, i) => addCalendarDays(sunday, i));
}

/** How far Previous and Next move a view. */
export function viewStep(view: CalendarView): number {
  return view === 'day' ? 1 : 7;
}

/**
 * The instants the days cover in the studio's time zone: from the first day's midnight to the
 * midnight after the last (23 or 25 hours on a daylight-saving day). Queries read only this.
 */
export function rangeOf(days: readonly string[], timeZone: TimeZone): { start: Date; end: Date } {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new RangeError('A calendar range needs at least one day');
  return {
    start: studioDateTime(first, '00:00', timeZone),
    end: studioDateTime(addCalendarDays(last, 1), '00:00', timeZone),
  };
}

/** The studio's calendar date of an instant. */
export function studioDateOf(instant: Date, timeZone: TimeZone): string {
  return todayIn(timeZone, instant);
}

/** Minutes since the studio's midnight by the wall clock ('2:30 PM' → 870), as the grid places it. */
export function wallClockMinutes(instant: Date, timeZone: TimeZone): number {
  const local = new TZDate(instant.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/** 870 → '14:30'. */
export function timeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '14:30' → 870. */
export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The hours the grid spans: the opening hours and every item shown, widened to whole hours;
 * 9 to 17 when there is nothing to go by.
 */
export function gridHours(spans: readonly { start: number; end: number }[]): { from: number; to: number } {
  if (spans.length === 0) return { from: 9, to: 17 };
  const from = Math.min(...spans.map((s) => s.start));
  const to = Math.max(...spans.map((s) => s.end));
  return {
    from: Math.max(0, Math.floor(from / 60)),
    to: Math.min(24, Math.max(Math.ceil(to / 60), Math.floor(from / 60) + 1)),
  };
}

/** 'Wed, Nov 25' for a calendar date (no time zone involved). */
export function shortDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Wednesday, November 25, 2026' for a calendar date. */
export function longDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
