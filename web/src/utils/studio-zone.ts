import { TZDate } from '@date-fns/tz/date';
import { studioDateTime } from '@studio/domain/availability/availability';
import { formatTimeOfDay } from '@studio/domain/catalog/time-slots';
import { formatStudioTime } from '@studio/domain/dates/format';
import type { TimeZone } from '@studio/domain/enums/settings';
import { format } from 'date-fns/format';

/** The viewer's time zone, as her browser reports it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const wallClock = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd HH:mm');

/**
 * The studio zone's short name at an instant ('EST', 'PDT'), to follow a studio time when the
 * viewer's clock reads differently then; '' when both clocks agree (another name for the same
 * offset, such as America/Detroit for New York, needs no label).
 */
export function studioZoneLabel(instant: Date, studioZone: string, viewerZone = browserTimeZone()): string {
  if (wallClock(instant, studioZone) === wallClock(instant, viewerZone)) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: studioZone,
    timeZoneName: 'short',
  }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? studioZone;
}

/** A studio wall-clock time on a date, '2:00 PM', or '2:00 PM EST' when her clock differs then. */
export function studioTimeOfDay(date: string, time: string, timeZone: TimeZone, viewerZone?: string): string {
  const zone = studioZoneLabel(studioDateTime(date, time, timeZone), timeZone, viewerZone);
  return zone ? `${formatTimeOfDay(time)} ${zone}` : formatTimeOfDay(time);
}

/** An instant as the studio's clock reads it, '10:00 AM', or '10:00 AM EST' when her clock differs. */
export function studioTime(instant: Date, timeZone: TimeZone, viewerZone?: string): string {
  const time = formatStudioTime(instant, timeZone);
  const zone = time && studioZoneLabel(instant, timeZone, viewerZone);
  return zone ? `${time} ${zone}` : time;
}

/** From one instant to another on the studio's clock, '10:00 AM – 11:00 AM', the zone named once. */
export function studioTimeRange(from: Date, to: Date, timeZone: TimeZone, viewerZone?: string): string {
  return `${formatStudioTime(from, timeZone)} – ${studioTime(to, timeZone, viewerZone)}`;
}

/** The studio zone's name on a calendar date ('EST') when her clock differs that day, else ''. */
export function studioZoneOn(date: string, timeZone: TimeZone, viewerZone?: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  return studioZoneLabel(studioDateTime(date, '12:00', timeZone), timeZone, viewerZone);
}
