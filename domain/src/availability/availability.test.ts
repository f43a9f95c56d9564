import { describe, expect, it } from 'vitest';
import {
  blockedSlotsOn,
  dayOfWeekOf,
  isClosedOn,
  isOpenAt,
  isPastDate,
  isUnavailableOn,
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
  it('is open inside a window, closed at its end', () => {
    expect(isOpenAt('2026-11-28', '10:00', week, [], ny)).toBe(true);
    expect(isOpenAt('2026-11-28', '09:00', week, [], ny)).toBe(false);
    expect(isOpenAt('2026-11-28', '18:00', week, [], ny)).toBe(false);
    expect(isOpenAt('2026-11-22', '12:00', week, [], ny)).toBe(false);
  });
});

describe('blocked slots', () => {
  const lunch = slot('2026-11-23T17:00:00Z', '2026-11-23T18:00:00Z'); // 12–13 in New York
  it('finds the slots touching a day in the zone', () => {
    const lateNight = slot('2026-11-24T02:00:00Z', '2026-11-24T03:00:00Z'); // 21–22 on the 23rd
    expect(blockedSlotsOn('2026-11-23', [lunch, lateNight], ny)).toHaveLength(2);
    expect(blockedSlotsOn('2026-11-24', [lunch, lateNight], ny)).toHaveLength(0);
  });
  it('closes the blocked hour only', () => {
    expect(isOpenAt('2026-11-23', '12:00', week, [lunch], ny)).toBe(false);
    expect(isOpenAt('2026-11-23', '13:00', week, [lunch], ny)).toBe(true);
    expect(isUnavailableOn('2026-11-23', week, [lunch], ny)).toBe(false);
  });
  it('makes a day unavailable when slots cover every window, even in pieces', () => {
    const morning = slot('2026-11-23T14:00:00Z', '2026-11-23T18:00:00Z');
    const afternoon = slot('2026-11-23T17:30:00Z', '2026-11-24T00:00:00Z');
    expect(isUnavailableOn('2026-11-23', week, [afternoon, morning], ny)).toBe(true);
    expect(isUnavailableOn('2026-11-23', week, [morning], ny)).toBe(false);
    expect(isUnavailableOn('2026-11-22', week, [], ny)).toBe(true);
  });
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
