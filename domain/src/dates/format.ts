import { TZDate } from '@date-fns/tz/date';
import { format } from 'date-fns/format';
import type { TimeZone } from '../enums/settings.ts';

const inZone = (date: Date, timeZone: TimeZone) => new TZDate(date.getTime(), timeZone);
const valid = (date: Date) => Number.isFinite(date.getTime());

/** 'Jun 15, 2026' in the studio's time zone, whatever the viewer's. Empty for an invalid date. */
export function formatStudioDate(date: Date, timeZone: TimeZone): string {
  return valid(date) ? format(inZone(date, timeZone), 'MMM d, yyyy') : '';
}

/** '10:00 AM' in the studio's time zone. Empty for an invalid date. */
export function formatStudioTime(date: Date, timeZone: TimeZone): string {
  return valid(date) ? format(inZone(date, timeZone), 'h:mm a') : '';
}

/** A calendar date 'yyyy-MM-dd' (preferred_date) as 'Jun 15, 2026'; as given when malformed. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return format(new TZDate(utc.getTime(), 'UTC'), 'MMM d, yyyy');
}
