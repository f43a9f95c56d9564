import { describe, expect, it } from 'vitest';
import { maxPublicBlockedTimes, publicBlockedDatesSchema } from '../schemas/bookings.ts';
import { publicBlockedDates, publicBlockedTimes } from './public-blocked-dates.ts';

const now = new Date('2026-06-15T14:00:00Z');
const slot = (start: string, end: string, reason: string | null = 'Dentist') => ({
  start_datetime: new Date(start),
  end_datetime: new Date(end),
  reason,
});

describe('publicBlockedTimes', () => {
  it('keeps the slots not over yet, earliest first, and never a reason', () => {
    const times = publicBlockedTimes(
      [
        slot('2026-06-20T13:00:00Z', '2026-06-20T17:00:00Z'),
        slot('2026-06-10T13:00:00Z', '2026-06-10T17:00:00Z'),
        slot('2026-06-15T13:00:00Z', '2026-06-15T15:00:00Z', null),
      ],
      now,
    );
    expect(times).toEqual([
      { start_datetime: new Date('2026-06-15T13:00:00Z'), end_datetime: new Date('2026-06-15T15:00:00Z') },
      { start_datetime: new Date('2026-06-20T13:00:00Z'), end_datetime: new Date('2026-06-20T17:00:00Z') },
    ]);
    for (const time of times) expect(Object.keys(time).sort()).toEqual(['end_datetime', 'start_datetime']);
  });

  it('publishes at most the cap, the earliest ones', () => {
    const many = Array.from({ length: maxPublicBlockedTimes + 3 }, (_, i) =>
      slot(new Date(now.getTime() + (i + 1) * 3_600_000).toISOString(), '2027-01-01T00:00:00Z'),
    );
    const times = publicBlockedTimes(many.reverse(), now);
    expect(times).toHaveLength(maxPublicBlockedTimes);
    expect(times[0]?.start_datetime).toEqual(new Date(now.getTime() + 3_600_000));
  });
});

describe('publicBlockedDates', () => {
  it('builds a document its schema accepts, stamped with the time it was published', () => {
    const doc = publicBlockedDates([slot('2026-06-20T13:00:00Z', '2026-06-20T17:00:00Z')], now);
    expect(publicBlockedDatesSchema.parse(doc)).toEqual(doc);
    expect(doc.updated_at).toBe(now);
  });
});
