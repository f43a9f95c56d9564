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

describe('the booked times with several chairs', () => {
  const team = { memberUids: ['maya', 'jordan'], ownerUid: 'maya' };
  const visit = (iso: string, minutes: number, staff_id?: string) => ({
    scheduled_at: new Date(iso),
    end_at: null,
    duration_minutes: minutes,
    status: 'confirmed' as const,
    staff_id,
  });

  it('lists only the times when every bookable member is booked', () => {
    const times = publicBookedTimes(
      [
        visit('2026-11-27T15:00:00Z', 60, 'jordan'),
        visit('2026-11-27T15:30:00Z', 60, 'maya'),
        // Maya alone at 18:00: Jordan is free, so the wizard may still offer it.
        visit('2026-11-27T18:00:00Z', 60, 'maya'),
      ],
      now,
      team,
    );
    expect(times).toEqual([
      { start_datetime: new Date('2026-11-27T15:30:00Z'), end_datetime: new Date('2026-11-27T16:00:00Z') },
    ]);
  });

  it('reads a booking without a member as the owner’s, and joins back-to-back visits', () => {
    const times = publicBookedTimes(
      [
        visit('2026-11-27T15:00:00Z', 60),
        visit('2026-11-27T16:00:00Z', 60, 'maya'),
        visit('2026-11-27T15:30:00Z', 60, 'jordan'),
      ],
      now,
      team,
    );
    expect(times).toEqual([
      { start_datetime: new Date('2026-11-27T15:30:00Z'), end_datetime: new Date('2026-11-27T16:30:00Z') },
    ]);
  });

  it('with one bookable member, lists each of her bookings', () => {
    const times = publicBookedTimes(
      [visit('2026-11-27T15:00:00Z', 60, 'jordan'), visit('2026-11-27T17:00:00Z', 30, 'maya')],
      now,
      { memberUids: ['maya'], ownerUid: 'maya' },
    );
    expect(times).toEqual([
      { start_datetime: new Date('2026-11-27T17:00:00Z'), end_datetime: new Date('2026-11-27T17:30:00Z') },
    ]);
  });
});
