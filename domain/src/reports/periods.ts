// The reports' periods (issue 33): presets and custom ranges of the studio's calendar dates, and
// the period before one to compare with. A period is whole studio days, first and last included;
// its instants come from the studio's time zone, so a week across a clock change is 167 or 169
// hours long and still seven days.
import { z } from 'zod';
import {
  addDaysToDate,
  daysBetweenDates,
  endOfStudioDay,
  startOfStudioDay,
  studioDateOfInstant,
} from '../dates/calendar-dates.ts';
import type { TimeZone } from '../enums/settings.ts';
import { calendarDateSchema } from '../schemas/fields.ts';

export const reportPresets = [
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_30_days',
  'last_90_days',
  'this_year',
] as const;
export type ReportPreset = (typeof reportPresets)[number];
export const defaultReportPreset: ReportPreset = 'last_30_days';

export const reportPresetLabels: Record<ReportPreset, string> = {
  this_week: 'This week',
  last_week: 'Last week',
  this_month: 'This month',
  last_month: 'Last month',
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  this_year: 'This year',
};

/** Studio dates 'yyyy-MM-dd', both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** Longest range a report covers: three years of days (a leap day included). */
export const maxReportDays = 3 * 366;

const dayMs = 86_400_000;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The Monday of a date's week (the studio's weeks start on Monday). Plain UTC arithmetic on the
 * calendar date (no zone: see calendar-dates.ts), as a report asks it for every day and booking.
 */
export function weekStartOf(date: string): string {
  const ms = utcMidnight(date);
  return dateOfUtc(ms - ((new Date(ms).getUTCDay() + 6) % 7) * dayMs);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The studio date of an instant, as studioDateOfInstant answers, through one Intl formatter per
 * zone: a report asks it for every booking, and this is some twenty times faster.
 */
export function reportDateOf(at: Date, timeZone: TimeZone): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/** The last day of the month before a date's month. */
const endOfPreviousMonth = (date: string) => addDaysToDate(firstOfMonth(date), -1);

/** A preset's dates on the studio's today (`now` in its zone); "last N days" end today. */
export function presetPeriod(preset: ReportPreset, now: Date, timeZone: TimeZone): ReportPeriod {
  const today = studioDateOfInstant(now, timeZone);
  switch (preset) {
    case 'this_week':
      return { from: weekStartOf(today), to: today };
    case 'last_week': {
      const from = addDaysToDate(weekStartOf(today), -7);
      return { from, to: addDaysToDate(from, 6) };
    }
    case 'this_month':
      return { from: firstOfMonth(today), to: today };
    case 'last_month': {
      const to = endOfPreviousMonth(today);
      return { from: firstOfMonth(to), to };
    }
    case 'last_30_days':
      return { from: addDaysToDate(today, -29), to: today };
    case 'last_90_days':
      return { from: addDaysToDate(today, -89), to: today };
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** How many days a period holds. */
export function periodDays(period: ReportPeriod): number {
  return daysBetweenDates(period.from, period.to) + 1;
}

/** The period of the same number of days that ends the day before it starts. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const to = addDaysToDate(period.from, -1);
  return { from: addDaysToDate(to, -(periodDays(period) - 1)), to };
}

/** Why a custom range cannot be reported, in the owner's words; null when it can. */
export function customPeriodProblem(period: ReportPeriod): string | null {
  if (!calendarDateSchema.safeParse(period.from).success) return 'Enter a start date.';
  if (!calendarDateSchema.safeParse(period.to).success) return 'Enter an end date.';
  if (period.to < period.from) return 'The end date is before the start date.';
  if (periodDays(period) > maxReportDays) return 'Choose a range of at most 3 years.';
  return null;
}

/** The instants a period covers in the studio: [start, end). */
export function periodInstants(period: ReportPeriod, timeZone: TimeZone): { start: Date; end: Date } {
  return { start: startOfStudioDay(period.from, timeZone), end: endOfStudioDay(period.to, timeZone) };
}

/** Every date of a period, first to last. */
export function datesOf(period: ReportPeriod): string[] {
  const dates: string[] = [];
  for (let ms = utcMidnight(period.from); ms <= utcMidnight(period.to); ms += dayMs)
    dates.push(dateOfUtc(ms));
  return dates;
}

/** getReport's input: a period, and whether the previous one is wanted beside it. */
export const reportRequestSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema, compare: z.boolean().default(false) })
  .superRefine((request, ctx) => {
    const problem = customPeriodProblem(request);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type ReportRequest = z.input<typeof reportRequestSchema>;
