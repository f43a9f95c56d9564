import { describe, expect, it } from 'vitest';
import { bookingDurationMinutes, bookingEnd } from './duration.ts';
import { findConflicts, freeStartTimes, isWithinOpeningHours, overlaps } from './free-times.ts';

const ny = 'America/New_York' as const;
const at = (iso: string) => new Date(iso);
const window = (day: number, start: string, end: string) => ({
  day_of_week: day,
  start_time: start,
  end_time: end,
  is_active: true,
});
// Monday 2026-06-15, 09:00–12:00 EDT (UTC-4).
const base = {
  date: '2026-06-15',
  durationMinutes: 60,
  availabilityBlocks: [window(1, '09:00', '12:00'), window(2, '09:00', '12:00')],
  blockedSlots: [],
  bookings: [],
  timeZone: ny,
  stepMinutes: 30,
  now: at('2026-01-01T00:00:00Z'),
};
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('overlaps and findConflicts', () => {
  const a = { start: at('2026-06-15T13:00:00Z'), end: at('2026-06-15T14:00:00Z') };
  it('treat back-to-back intervals as free', () => {
    expect(overlaps(a, { start: at('2026-06-15T14:00:00Z'), end: at('2026-06-15T15:00:00Z') })).toBe(false);
    expect(overlaps(a, { start: at('2026-06-15T12:00:00Z'), end: at('2026-06-15T13:00:00Z') })).toBe(false);
  });
  it('find partial and enclosing overlaps', () => {
    const items = [
      { id: 'inside', start: at('2026-06-15T13:15:00Z'), end: at('2026-06-15T13:45:00Z') },
      { id: 'around', start: at('2026-06-15T12:00:00Z'), end: at('2026-06-15T15:00:00Z') },
      { id: 'tail', start: at('2026-06-15T13:59:00Z'), end: at('2026-06-15T16:00:00Z') },
      { id: 'after', start: at('2026-06-15T14:00:00Z'), end: at('2026-06-15T16:00:00Z') },
    ];
    expect(findConflicts(a, items).map((i) => i.id)).toEqual(['inside', 'around', 'tail']);
  });
});

describe('bookingDurationMinutes', () => {
  it('adds the materials and add-on options to the service', () => {
    expect(
      bookingDurationMinutes({
        service: { duration_minutes: 45 },
        materials: [{ duration_modifier_minutes: 15 }, { duration_modifier_minutes: -5 }],
        addOnSelections: [{ duration_minutes: 10 }],
      }),
    ).toBe(65);
  });
  it('never goes below zero', () => {
    expect(
      bookingDurationMinutes({
        service: { duration_minutes: 10 },
        materials: [{ duration_modifier_minutes: -30 }],
        addOnSelections: [],
      }),
    ).toBe(0);
  });
  it('gives old bookings without an end a default length', () => {
    const start = at('2026-06-15T13:00:00Z');
    expect(bookingEnd({ scheduled_at: start }).toISOString()).toBe('2026-06-15T14:00:00.000Z');
    expect(bookingEnd({ scheduled_at: start, duration_minutes: 90 }).toISOString()).toBe(
      '2026-06-15T14:30:00.000Z',
    );
    expect(bookingEnd({ scheduled_at: start, end_at: at('2026-06-15T13:20:00Z') }).toISOString()).toBe(
      '2026-06-15T13:20:00.000Z',
    );
  });
});

describe('freeStartTimes', () => {
  it('offers every step at which the booking fits inside the window', () => {
    expect(iso(freeStartTimes(base))).toEqual([
      '2026-06-15T13:00:00.000Z',
      '2026-06-15T13:30:00.000Z',
      '2026-06-15T14:00:00.000Z',
      '2026-06-15T14:30:00.000Z',
      '2026-06-15T15:00:00.000Z',
    ]);
  });

  it('leaves out times that overlap a booking or a blocked slot, not those that touch them', () => {
    const free = freeStartTimes({
      ...base,
      bookings: [{ start: at('2026-06-15T14:00:00Z'), end: at('2026-06-15T15:00:00Z') }],
      blockedSlots: [
        { start_datetime: at('2026-06-15T15:30:00Z'), end_datetime: at('2026-06-15T16:00:00Z') },
      ],
    });
    expect(iso(free)).toEqual(['2026-06-15T13:00:00.000Z']);
  });

  it('respects now plus the lead time', () => {
    const free = freeStartTimes({ ...base, now: at('2026-06-15T12:10:00Z'), leadTimeHours: 2 });
    expect(iso(free)).toEqual(['2026-06-15T14:30:00.000Z', '2026-06-15T15:00:00.000Z']);
  });

  it('offers nothing on a closed day or for a booking longer than the window', () => {
    expect(freeStartTimes({ ...base, date: '2026-06-14' })).toEqual([]);
    expect(freeStartTimes({ ...base, durationMinutes: 181 })).toEqual([]);
  });

  it('keeps wall-clock opening hours on both sides of the spring change', () => {
    const before = freeStartTimes({
      ...base,
      date: '2026-03-06',
      availabilityBlocks: [window(5, '09:00', '10:00')],
    });
    const after = freeStartTimes({
      ...base,
      date: '2026-03-09',
      availabilityBlocks: [window(1, '09:00', '10:00')],
    });
    expect(iso(before)).toEqual(['2026-03-06T14:00:00.000Z']);
    expect(iso(after)).toEqual(['2026-03-09T13:00:00.000Z']);
  });

  it('skips the hour the clocks jump over on the night of the change', () => {
    // Sunday 2026-03-08: 02:00–03:00 does not exist in New York.
    const free = freeStartTimes({
      ...base,
      date: '2026-03-08',
      durationMinutes: 30,
      stepMinutes: 60,
      availabilityBlocks: [window(0, '01:00', '05:00')],
    });
    // 01:00 EST = 06:00Z; 03:00 EDT = 07:00Z; 04:00 EDT = 08:00Z.
    expect(iso(free)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ]);
  });

  it('offers the repeated hour of the autumn change once', () => {
    // Sunday 2026-11-01: 01:00–02:00 happens twice in New York.
    const free = freeStartTimes({
      ...base,
      date: '2026-11-01',
      durationMinutes: 30,
      stepMinutes: 60,
      availabilityBlocks: [window(0, '00:00', '03:00')],
    });
    expect(iso(free)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });
});

describe('isWithinOpeningHours', () => {
  const hours = [window(1, '09:00', '19:00')];
  it('reads the start in the studio time zone', () => {
    expect(isWithinOpeningHours(at('2026-06-15T13:00:00Z'), hours, ny)).toBe(true); // 09:00 EDT
    expect(isWithinOpeningHours(at('2026-06-15T12:59:00Z'), hours, ny)).toBe(false); // 08:59
    expect(isWithinOpeningHours(at('2026-06-15T23:00:00Z'), hours, ny)).toBe(false); // 19:00
    expect(isWithinOpeningHours(at('2026-06-16T13:00:00Z'), hours, ny)).toBe(false); // Tuesday
  });
});
