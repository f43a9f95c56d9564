import { describe, expect, it } from 'vitest';
import { bookingDurationMinutes, bookingEnd } from './duration.ts';

const at = (iso: string) => new Date(iso);

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
