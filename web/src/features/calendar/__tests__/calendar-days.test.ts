import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  gridHours,
  isCalendarDate,
  rangeOf,
  visibleDays,
  wallClockMinutes,
} from '../utils/calendar-days.ts';
import { isFreeAt, placeBlock, placeBooking } from '../utils/calendar-items.ts';

const tz = 'America/New_York';

describe('the calendar days', () => {
  it('show a day, or Sunday to Saturday of its week', () => {
    expect(visibleDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(visibleDays('week', '2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('read only the instants of the days shown, across the clocks going back', () => {
    const { start, end } = rangeOf(visibleDays('week', '2026-11-01'), tz);
    expect(start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-08T05:00:00.000Z');
  });

  it('refuse an address date that is not a real day', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('tomorrow')).toBe(false);
    expect(isCalendarDate('2026-02-28')).toBe(true);
  });

  it('place an instant by the studio wall clock on either side of the change', () => {
    expect(wallClockMinutes(new Date('2026-10-31T14:00:00Z'), tz)).toBe(10 * 60);
    expect(wallClockMinutes(new Date('2026-11-02T15:00:00Z'), tz)).toBe(10 * 60);
  });

  it('span the opening hours and every item, in whole hours', () => {
    expect(gridHours([])).toEqual({ from: 9, to: 17 });
    expect(
      gridHours([
        { start: 9 * 60, end: 19 * 60 },
        { start: 8 * 60 + 30, end: 9 * 60 },
      ]),
    ).toEqual({
      from: 8,
      to: 19,
    });
  });
});

describe('the calendar items', () => {
  const booking = {
    id: 'b1',
    scheduled_at: new Date('2026-11-02T15:00:00Z'),
    status: 'scheduled' as const,
    service_id: 'svc-gel',
    service_name: 'Gel Manicure',
    client_name: 'Ana Lima',
    client_email: 'ana@studio.test',
  };

  it("take a booking's length from its own minutes, else its service's", () => {
    const durations = new Map([['svc-gel', 45]]);
    expect(placeBooking(booking, durations, tz, 'owner')).toMatchObject({
      date: '2026-11-02',
      start: 600,
      end: 645,
      client: 'Ana Lima',
    });
    expect(placeBooking({ ...booking, duration_minutes: 90 }, durations, tz, 'owner').end).toBe(690);
  });

  it('cut a blocked slot into the pieces on each day', () => {
    const slot = {
      id: 's1',
      start_datetime: new Date('2026-11-02T22:00:00Z'),
      end_datetime: new Date('2026-11-03T15:00:00Z'),
      reason: 'Training',
    };
    expect(placeBlock(slot, ['2026-11-02', '2026-11-03', '2026-11-04'], tz)).toEqual([
      { id: 's1', date: '2026-11-02', reason: 'Training', start: 17 * 60, end: 24 * 60 },
      { id: 's1', date: '2026-11-03', reason: 'Training', start: 0, end: 10 * 60 },
    ]);
  });

  it('count a cancelled booking as free time, a live one or a block as taken', () => {
    const placed = placeBooking(booking, new Map(), tz, 'owner');
    expect(isFreeAt(610, [placed], [])).toBe(false);
    expect(isFreeAt(610, [{ ...placed, status: 'cancelled' }], [])).toBe(true);
    expect(isFreeAt(660, [placed], [])).toBe(true);
    expect(isFreeAt(30, [], [{ id: 's', date: '2026-11-02', reason: null, start: 0, end: 60 }])).toBe(false);
  });
});
