import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  daysBetweenDates,
  endOfStudioDay,
  nextDate,
  startOfStudioDay,
  studioDateOfInstant,
  studioInstant,
  studioTimeOfInstant,
  weekdayOfDate,
} from './calendar-dates.ts';

const ny = 'America/New_York' as const;
const la = 'America/Los_Angeles' as const;
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe('calendar dates', () => {
  it('give the weekday of a date, Sunday 0, whatever the machine zone', () => {
    expect(weekdayOfDate('2026-06-14')).toBe(0);
    expect(weekdayOfDate('2026-06-15')).toBe(1);
    expect(weekdayOfDate('2026-03-08')).toBe(0);
    expect(weekdayOfDate('2028-02-29')).toBe(2);
  });

  it('step over month, year and leap-day ends', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    expect(nextDate('2026-03-07')).toBe('2026-03-08');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDate('2026-10-25', 60)).toBe('2026-12-24');
  });

  it('count the days between two dates, clock changes in between or not', () => {
    expect(daysBetweenDates('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetweenDates('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetweenDates('2026-06-15', '2026-06-01')).toBe(-14);
    expect(daysBetweenDates('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('refuse a malformed date', () => {
    expect(() => weekdayOfDate('2026-6-1')).toThrow(RangeError);
  });
});

describe('studio days', () => {
  it('start at the studio midnight', () => {
    expect(startOfStudioDay('2026-06-15', ny).toISOString()).toBe('2026-06-15T04:00:00.000Z');
    expect(startOfStudioDay('2026-01-15', la).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(endOfStudioDay('2026-06-15', ny).toISOString()).toBe('2026-06-16T04:00:00.000Z');
  });

  it('last 23 hours when the clocks spring forward and 25 when they fall back', () => {
    expect(hours(startOfStudioDay('2026-03-08', ny), endOfStudioDay('2026-03-08', ny))).toBe(23);
    expect(hours(startOfStudioDay('2026-11-01', ny), endOfStudioDay('2026-11-01', ny))).toBe(25);
    expect(hours(startOfStudioDay('2026-06-15', ny), endOfStudioDay('2026-06-15', ny))).toBe(24);
  });

  it('place a wall-clock time in the zone: skipped times move on, repeated ones are the first', () => {
    expect(studioInstant('2026-06-15', '09:30', ny).toISOString()).toBe('2026-06-15T13:30:00.000Z');
    expect(studioInstant('2026-03-08', '02:30', ny).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(studioInstant('2026-11-01', '01:30', ny).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('read an instant back as the studio date and time', () => {
    const lateEvening = new Date('2026-06-16T02:30:00Z');
    expect(studioDateOfInstant(lateEvening, ny)).toBe('2026-06-15');
    expect(studioTimeOfInstant(lateEvening, ny)).toBe('22:30');
    expect(studioTimeOfInstant(new Date('2026-11-01T06:30:00Z'), ny)).toBe('01:30');
  });
});
