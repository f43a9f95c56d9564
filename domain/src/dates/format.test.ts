import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatStudioDate, formatStudioTime } from './format.ts';

describe('studio date formatting', () => {
  const lateEvening = new Date('2026-11-23T03:30:00Z');
  it('shows the date and time in the studio zone', () => {
    expect(formatStudioDate(lateEvening, 'America/New_York')).toBe('Nov 22, 2026');
    expect(formatStudioTime(lateEvening, 'America/New_York')).toBe('10:30 PM');
    expect(formatStudioTime(lateEvening, 'America/Los_Angeles')).toBe('7:30 PM');
  });
  it('prints nothing for an invalid date', () => {
    expect(formatStudioDate(new Date(Number.NaN), 'America/Chicago')).toBe('');
    expect(formatStudioTime(new Date(Number.NaN), 'America/Chicago')).toBe('');
  });
  it('formats calendar dates without shifting the day', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});
