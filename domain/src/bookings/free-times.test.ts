import { describe, expect, it } from 'vitest';
import { bookingDurationMinutes, bookingEnd } from './duration.ts';
import { findConflicts, isWithinOpeningHours, overlaps } from './free-times.ts';

const ny = 'America/New_York' as const;
const at = (iso: string) => new Date(iso);
const window = (day: number, start: string, end: string) => ({
  day_of_week: day,
  start_time: start,
  end_time: end,
  is_active: true,
});

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

describe('isWithinOpeningHours', () => {
  const hours = [window(1, '09:00', '19:00')];
  it('reads the start in the studio time zone', () => {
    expect(isWithinOpeningHours(at('2026-06-15T13:00:00Z'), hours, ny)).toBe(true); // 09:00 EDT
    expect(isWithinOpeningHours(at('2026-06-15T12:59:00Z'), hours, ny)).toBe(false); // 08:59
    expect(isWithinOpeningHours(at('2026-06-15T23:00:00Z'), hours, ny)).toBe(false); // 19:00
    expect(isWithinOpeningHours(at('2026-06-16T13:00:00Z'), hours, ny)).toBe(false); // Tuesday
  });
});
