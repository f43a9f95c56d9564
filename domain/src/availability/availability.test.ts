import { describe, expect, it } from 'vitest';
import { weekdayOfDate as dayOfWeekOf } from '../dates/calendar-dates.ts';
import {
  isClosedOn,
  isPastDate,
  isWithinOpeningHours,
  openingWindowsOn,
  studioDateTime,
  todayIn,
  upcomingBlockedSlots,
  weeklySchedule,
} from './availability.ts';

const ny = 'America/New_York' as const;
const window = (day_of_week: number, start_time: string, end_time: string, is_active = true) => ({
  day_of_week,
  start_time,
  end_time,
  is_active,
});
// The footer hours: Mon–Fri 9–7, Sat 10–6, Sunday closed.
const week = [1, 2, 3, 4, 5].map((d) => window(d, '09:00', '19:00')).concat([window(6, '10:00', '18:00')]);
const slot = (start: string, end: string) => ({
  start_datetime: new Date(start),
  end_datetime: new Date(end),
});

describe('calendar dates', () => {
  it('knows the weekday of a date', () => {
    expect(dayOfWeekOf('2026-11-22')).toBe(0);
    expect(dayOfWeekOf('2026-11-23')).toBe(1);
    expect(dayOfWeekOf('2028-02-29')).toBe(2);
  });
  it('refuses a malformed date', () => {
    expect(() => dayOfWeekOf('22/11/2026')).toThrow(RangeError);
    expect(() => dayOfWeekOf('')).toThrow(RangeError);
  });
  it("takes today in the studio's zone, not UTC", () => {
    const lateEvening = new Date('2026-11-23T03:30:00Z'); // 22:30 on the 22nd in New York
    expect(todayIn(ny, lateEvening)).toBe('2026-11-22');
    expect(todayIn('America/Los_Angeles', lateEvening)).toBe('2026-11-22');
    expect(isPastDate('2026-11-22', ny, lateEvening)).toBe(false);
    expect(isPastDate('2026-11-21', ny, lateEvening)).toBe(true);
    expect(isPastDate('2026-11-23', ny, lateEvening)).toBe(false);
  });
  it('places wall-clock times in the zone across daylight saving', () => {
    expect(studioDateTime('2026-07-01', '09:00', ny).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(studioDateTime('2026-12-01', '09:00', ny).toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });
});

describe('weekly availability', () => {
  it('is closed on Sunday and open Monday to Saturday', () => {
    expect(isClosedOn('2026-11-22', week)).toBe(true);
    expect(isClosedOn('2026-11-23', week)).toBe(false);
    expect(isClosedOn('2026-11-28', week)).toBe(false);
  });
  it('ignores inactive windows', () => {
    expect(isClosedOn('2026-11-22', [window(0, '09:00', '12:00', false)])).toBe(true);
    expect(isClosedOn('2026-11-22', [])).toBe(true);
  });
  it('lists the windows of a day, earliest first', () => {
    const split = [window(2, '14:00', '18:00'), window(2, '09:00', '12:00')];
    expect(openingWindowsOn('2026-11-24', split).map((w) => w.start_time)).toEqual(['09:00', '14:00']);
  });
  it('reads an instant in the studio time zone for the after-hours fee', () => {
    const hours = [window(1, '09:00', '19:00')];
    expect(isWithinOpeningHours(new Date('2026-06-15T13:00:00Z'), hours, ny)).toBe(true); // 09:00 EDT
    expect(isWithinOpeningHours(new Date('2026-06-15T12:59:00Z'), hours, ny)).toBe(false); // 08:59
    expect(isWithinOpeningHours(new Date('2026-06-15T23:00:00Z'), hours, ny)).toBe(false); // 19:00
    expect(isWithinOpeningHours(new Date('2026-06-16T13:00:00Z'), hours, ny)).toBe(false); // Tuesday
  });
});

describe('blocked slots', () => {
  const lunch = slot('2026-11-23T17:00:00Z', '2026-11-23T18:00:00Z'); // 12–13 in New York
  it('lists upcoming slots, earliest first, dropping finished ones', () => {
    const now = new Date('2026-11-23T17:30:00Z');
    const past = slot('2026-11-20T14:00:00Z', '2026-11-20T15:00:00Z');
    const later = slot('2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z');
    expect(upcomingBlockedSlots([later, past, lunch], now)).toEqual([lunch, later]);
  });
  it('orders the weekly schedule by day then start', () => {
    const schedule = weeklySchedule([
      window(3, '13:00', '15:00'),
      window(1, '09:00', '17:00'),
      window(3, '09:00', '12:00'),
    ]);
    expect(schedule.map((w) => `${w.day_of_week} ${w.start_time}`)).toEqual([
      '1 09:00',
      '3 09:00',
      '3 13:00',
    ]);
  });
});
