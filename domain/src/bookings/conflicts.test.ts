import { describe, expect, it } from 'vitest';
import { type BookingConflict, conflictWords, describeConflicts } from './conflicts.ts';

const zone = 'America/New_York';
// Monday 15 June 2026, 10:00–11:00 EDT.
const ana: BookingConflict = {
  kind: 'booking',
  start: '2026-06-15T14:00:00.000Z',
  end: '2026-06-15T15:00:00.000Z',
  label: 'Gel Manicure (Ana Lima)',
  client: 'Ana Lima',
  service: 'Gel Manicure',
};
const lunch: BookingConflict = {
  kind: 'blocked_slot',
  start: '2026-06-15T16:00:00.000Z',
  end: '2026-06-15T17:00:00.000Z',
  label: 'Blocked time',
  client: null,
  service: null,
};

describe('conflict words', () => {
  it("name the clashing booking's client, service and time on the studio's clock", () => {
    expect(conflictWords(ana, zone)).toBe("Ana Lima's Gel Manicure, 10:00 AM – 11:00 AM");
    expect(describeConflicts([ana], zone)).toBe(
      "That time overlaps Ana Lima's Gel Manicure, 10:00 AM – 11:00 AM.",
    );
  });

  it('name a blocked time, count the others, and never show a status code', () => {
    const sentence = describeConflicts([lunch, ana], zone);
    expect(sentence).toBe('That time overlaps blocked time, 12:00 PM – 1:00 PM and 1 more.');
    expect(sentence).not.toMatch(/\[\d+\]/);
  });

  it('say whose booking even when a name copy is missing (a booking stored before the names)', () => {
    expect(conflictWords({ ...ana, client: undefined, service: null }, zone)).toBe(
      "a client's booking, 10:00 AM – 11:00 AM",
    );
  });
});
