import { describe, expect, it } from 'vitest';
import { publicBookedTimes } from './public-booked-times.ts';

const now = new Date('2026-11-26T12:00:00Z');
const booking = (iso: string, status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'no_show') => ({
  scheduled_at: new Date(iso),
  end_at: null,
  duration_minutes: 60,
  status,
});

describe('the booked times the wizard reads', () => {
  it('lists the times of bookings that hold their slot and are not over, earliest first, nothing else', () => {
    const times = publicBookedTimes(
      [
        booking('2026-11-28T15:00:00Z', 'confirmed'),
        booking('2026-11-27T15:00:00Z', 'scheduled'),
        booking('2026-11-27T17:00:00Z', 'cancelled'),
        booking('2026-11-26T11:30:00Z', 'completed'),
        booking('2026-11-25T15:00:00Z', 'confirmed'),
      ],
      now,
    );
    expect(times).toEqual([
      { start_datetime: new Date('2026-11-26T11:30:00Z'), end_datetime: new Date('2026-11-26T12:30:00Z') },
      { start_datetime: new Date('2026-11-27T15:00:00Z'), end_datetime: new Date('2026-11-27T16:00:00Z') },
      { start_datetime: new Date('2026-11-28T15:00:00Z'), end_datetime: new Date('2026-11-28T16:00:00Z') },
    ]);
    expect(Object.keys(times[0] ?? {})).toEqual(['start_datetime', 'end_datetime']);
  });
});
