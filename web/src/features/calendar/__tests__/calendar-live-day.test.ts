import { describe, expect, it } from 'vitest';
import { placeBooking } from '../utils/calendar-items.ts';

// Issue 34: staff see on the calendar, live, that a client arrived, is in the chair, or is done.
const base = {
  id: 'b1',
  scheduled_at: new Date('2026-06-15T14:00:00Z'),
  status: 'confirmed' as const,
  service_id: 'gel',
  service_name: 'Gel Manicure',
  client_name: 'Ana Lima',
  client_email: null,
  duration_minutes: 60,
};
const place = (extra = {}) => placeBooking({ ...base, ...extra }, new Map(), 'America/New_York', 'owner-uid');

describe('a calendar booking’s live-day badge', () => {
  it('is absent before she arrives, then says when she arrived, in the chair, finished', () => {
    expect(place()).not.toHaveProperty('live');
    expect(place({ checked_in_at: new Date('2026-06-15T13:52:00Z') }).live).toBe('Arrived 9:52 AM');
    expect(
      place({ checked_in_at: new Date('2026-06-15T13:52:00Z'), started_at: base.scheduled_at }).live,
    ).toBe('In the chair');
    expect(place({ started_at: base.scheduled_at, finished_at: new Date('2026-06-15T15:00:00Z') }).live).toBe(
      'Finished',
    );
  });
});
