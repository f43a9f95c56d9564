/**
 * An appointment as an iCalendar file (RFC 5545) that Google Calendar, Apple Calendar and Outlook
 * import. Times are written in UTC ("…Z"): an absolute instant needs no VTIMEZONE block, so the
 * event lands at the right local time in any calendar, on either side of a daylight-saving change.
 */
export interface CalendarAppointment {
  /** Stable across downloads, so a second import updates the event instead of duplicating it. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location: string;
  description?: string;
  /** Hours before the start at which the calendar reminds; none when null. */
  reminderHours: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function icsDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function icsText(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The VEVENT lines of one appointment (with its reminder alarm, if any). */
function eventLines(appointment: CalendarAppointment, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsText(appointment.uid)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(appointment.start)}`,
    `DTEND:${icsDateTime(appointment.end)}`,
    `SUMMARY:${icsText(appointment.title)}`,
    `LOCATION:${icsText(appointment.location)}`,
  ];
  if (appointment.description) lines.push(`DESCRIPTION:${icsText(appointment.description)}`);
  if (appointment.reminderHours !== null && appointment.reminderHours > 0) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsText(appointment.title)}`,
      `TRIGGER:-PT${Math.round(appointment.reminderHours * 60)}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

function calendarLines(productName: string, extra: string[], events: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(productName)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...extra,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function appointmentIcs(appointment: CalendarAppointment, stamp: Date, productName: string): string {
  return calendarLines(productName, [], eventLines(appointment, stamp));
}

/**
 * A subscribed calendar (the staff feed): many appointments in one VCALENDAR, named, with the
 * studio's zone as the calendar's display zone (X-WR-TIMEZONE, read by Google and Apple
 * Calendar). Events keep UTC times, so a subscriber in another zone still sees the right instant.
 * REFRESH-INTERVAL asks subscribers to poll hourly (clients may poll less often).
 */
export function calendarFeedIcs(
  feed: { name: string; timeZone: string; appointments: readonly CalendarAppointment[] },
  stamp: Date,
  productName: string,
): string {
  const header = [
    `X-WR-CALNAME:${icsText(feed.name)}`,
    `X-WR-TIMEZONE:${icsText(feed.timeZone)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  return calendarLines(
    productName,
    header,
    feed.appointments.flatMap((a) => eventLines(a, stamp)),
  );
}
