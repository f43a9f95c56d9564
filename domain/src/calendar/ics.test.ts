import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, foldLine, icsDateTime, icsText } from './ics.ts';

/** The value of a property in an .ics text, unfolded. */
function property(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n /g, '');
  return unfolded
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

function parseUtc(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
}

const zone = 'America/New_York';

describe('an appointment as .ics', () => {
  it('keeps 10:00 New York local time on both sides of the autumn clock change', () => {
    // 1 November 2026 is the first Sunday of November: New York moves from UTC-4 to UTC-5.
    for (const day of [31, 2]) {
      const month = day === 31 ? 9 : 10;
      const start = new TZDate(2026, month, day, 10, 0, 0, zone);
      const ics = appointmentIcs(
        {
          uid: `booking-${day}@studio`,
          title: 'Gel Manicure',
          start: new Date(start.getTime()),
          end: new Date(start.getTime() + 60 * 60_000),
          location: '12 Main St, Springfield, IL 62701',
          reminderHours: 24,
        },
        new Date('2026-10-20T00:00:00Z'),
        'Nail Studio',
      );
      const back = new TZDate(parseUtc(property(ics, 'DTSTART') ?? '').getTime(), zone);
      expect([back.getHours(), back.getMinutes()]).toEqual([10, 0]);
      expect(property(ics, 'DTSTART')).toBe(day === 31 ? '20261031T140000Z' : '20261102T150000Z');
    }
  });

  it('has the address, a 24-hour reminder and CRLF line ends', () => {
    const ics = appointmentIcs(
      {
        uid: 'b1@studio',
        title: 'Pedicure; deluxe',
        start: new Date('2026-12-01T15:00:00Z'),
        end: new Date('2026-12-01T16:30:00Z'),
        location: '12 Main St, Springfield',
        description: 'Deposit $10\nPaid',
        reminderHours: 24,
      },
      new Date('2026-11-25T00:00:00Z'),
      'Nail Studio',
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(property(ics, 'LOCATION')).toBe('12 Main St\\, Springfield');
    expect(property(ics, 'SUMMARY')).toBe('Pedicure\\; deluxe');
    expect(property(ics, 'DESCRIPTION')).toBe('Deposit $10\\nPaid');
    expect(property(ics, 'TRIGGER')).toBe('-PT1440M');
    expect(property(ics, 'DTEND')).toBe('20261201T163000Z');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes text, folds long lines by octets and writes UTC times', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(icsDateTime(new Date('2026-03-08T07:05:09Z'))).toBe('20260308T070509Z');
  });
});
