import { studioInstant as slotInstant } from '@studio/domain/dates/calendar-dates';
import { describe, expect, it } from 'vitest';
import {
  type AvailabilityContext,
  bookableDates,
  dayState,
  isChoosableDay,
  slotState,
} from '../utils/availability.ts';

const tz = 'America/New_York';
// Tuesday 1 December 2026, 10:30 in New York (15:30 UTC).
const now = new Date('2026-12-01T15:30:00Z');
const weekdays = [1, 2, 3, 4, 5, 6].map((day) => ({
  day_of_week: day,
  start_time: day === 6 ? '10:00' : '09:00',
  end_time: day === 6 ? '18:00' : '19:00',
  is_active: true,
}));

function ctx(patch: Partial<AvailabilityContext> = {}): AvailabilityContext {
  return { timeZone: tz, now, blocks: weekdays, blocked: [], maxAdvanceDays: 60, leadTimeHours: 0, ...patch };
}

describe('calendar helpers', () => {
  it('places a slot in the studio time zone', () => {
    expect(slotInstant('2026-12-02', '09:00', tz).toISOString()).toBe('2026-12-02T14:00:00.000Z');
    expect(slotInstant('2026-07-02', '09:00', tz).toISOString()).toBe('2026-07-02T13:00:00.000Z');
  });

  it("takes today from the studio's clock, not UTC", () => {
    expect(bookableDates(ctx({ now: new Date('2026-12-02T03:00:00Z') })).first).toBe('2026-12-01');
    expect(bookableDates(ctx())).toEqual({ first: '2026-12-01', last: '2027-01-30' });
  });
});

describe('which days a client may ask for', () => {
  it('disables past days', () => {
    expect(dayState('2026-11-30', ctx())).toBe('past');
  });

  it('keeps today while later slots are open', () => {
    expect(dayState('2026-12-01', ctx())).toBe('available');
    expect(slotState('2026-12-01', '10:00', ctx())).toBe('past');
    expect(slotState('2026-12-01', '11:00', ctx())).toBe('available');
  });

  it('shows the weekdays the studio is closed as unavailable', () => {
    expect(dayState('2026-12-06', ctx())).toBe('closed');
    expect(slotState('2026-12-05', '09:00', ctx())).toBe('closed');
    expect(slotState('2026-12-05', '10:00', ctx())).toBe('available');
  });

  // Issue 31: the wizard used to offer every day here while the domain (and the staff form) said
  // closed; one availability module now answers both, and a studio without hours is closed.
  it('treats every day as closed while the studio has set no weekly hours, as the staff form does', () => {
    expect(dayState('2026-12-07', ctx({ blocks: [] }))).toBe('closed');
    expect(dayState('2026-12-07', ctx({ blocks: weekdays.map((b) => ({ ...b, is_active: false })) }))).toBe(
      'closed',
    );
  });

  it('shows blocked times and fully blocked days as unavailable', () => {
    const blocked = [
      { start_datetime: new Date('2026-12-03T05:00:00Z'), end_datetime: new Date('2026-12-04T05:00:00Z') },
    ];
    expect(dayState('2026-12-03', ctx({ blocked }))).toBe('blocked');
    const afternoon = [
      {
        start_datetime: slotInstant('2026-12-03', '13:00', tz),
        end_datetime: slotInstant('2026-12-03', '15:00', tz),
      },
    ];
    expect(dayState('2026-12-03', ctx({ blocked: afternoon }))).toBe('available');
    expect(slotState('2026-12-03', '13:00', ctx({ blocked: afternoon }))).toBe('blocked');
    expect(slotState('2026-12-03', '15:00', ctx({ blocked: afternoon }))).toBe('available');
  });

  it('offers no slot inside the lead time (scheduling_lead_time_hours)', () => {
    // 10:30 on Tuesday with 24 hours' notice: Wednesday 10:00 is too soon, 11:00 is not.
    const notice = ctx({ leadTimeHours: 24 });
    expect(slotState('2026-12-01', '18:00', notice)).toBe('too-soon');
    expect(dayState('2026-12-01', notice)).toBe('too-soon');
    expect(slotState('2026-12-02', '10:00', notice)).toBe('too-soon');
    expect(slotState('2026-12-02', '11:00', notice)).toBe('available');
    expect(dayState('2026-12-02', notice)).toBe('available');
    // Three days' notice: Wednesday and Thursday are too soon altogether.
    expect(dayState('2026-12-03', ctx({ leadTimeHours: 72 }))).toBe('too-soon');
    expect(dayState('2026-12-04', ctx({ leadTimeHours: 72 }))).toBe('available');
  });

  it('stops at the booking horizon', () => {
    expect(dayState('2027-01-30', ctx())).toBe('available');
    expect(dayState('2027-02-01', ctx())).toBe('too-far');
  });
});

describe('a day full of bookings', () => {
  const range = (from: string, to: string) => ({
    start_datetime: new Date(from),
    end_datetime: new Date(to),
  });
  // Wednesday 2 December 2026: 09:00–18:00 New York is 14:00–23:00 UTC.
  const allDay = range('2026-12-02T14:00:00Z', '2026-12-02T23:00:00Z');

  it('takes the booked times, and leaves the day choosable for its waitlist', () => {
    expect(slotState('2026-12-02', '10:00', ctx({ booked: [allDay] }))).toBe('booked');
    expect(dayState('2026-12-02', ctx({ booked: [allDay] }))).toBe('full');
    expect(isChoosableDay('full')).toBe(true);
    expect(isChoosableDay('blocked')).toBe(false);
  });

  it('is not full while one time is free, nor when the studio blocked it without bookings', () => {
    const morning = range('2026-12-02T14:00:00Z', '2026-12-02T17:00:00Z');
    expect(dayState('2026-12-02', ctx({ booked: [morning] }))).toBe('available');
    expect(dayState('2026-12-02', ctx({ blocked: [allDay] }))).toBe('blocked');
    // Blocked in the morning, booked in the afternoon: full, the waitlist may still help.
    const afternoon = range('2026-12-02T17:00:00Z', '2026-12-02T23:00:00Z');
    expect(dayState('2026-12-02', ctx({ blocked: [morning], booked: [afternoon] }))).toBe('full');
  });
});
