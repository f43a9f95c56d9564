import { describe, expect, it } from 'vitest';
import { bookingStatusChangeProblem } from './status.ts';
import { bookingTimeProblem, completionProblem } from './time-bounds.ts';

const now = new Date('2026-06-01T12:00:00Z');
const bounds = { now, graceMinutes: 15, maxAdvanceDays: 60 };
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('bookingTimeProblem', () => {
  it('allows from the grace period ago to the advance limit ahead', () => {
    expect(bookingTimeProblem(minutes(-15), bounds)).toBeNull();
    expect(bookingTimeProblem(minutes(60 * 24 * 60), bounds)).toBeNull();
  });

  it('names the bound a time is past, so staff can override that one', () => {
    expect(bookingTimeProblem(minutes(-16), bounds)?.override).toBe('past');
    expect(bookingTimeProblem(minutes(60 * 24 * 60 + 1), bounds)).toMatchObject({
      override: 'beyond_advance_limit',
      message: expect.stringContaining('more than 60 days ahead'),
    });
  });
});

describe('completing a booking moved into the past', () => {
  const moved = { time_override: 'past' as const, time_set_at: now, graceMinutes: 15 };

  it('waits a grace period after the move', () => {
    expect(completionProblem({ ...moved, now })).toMatch(/not at once/);
    expect(completionProblem({ ...moved, now: minutes(14) })).not.toBeNull();
    expect(completionProblem({ ...moved, now: minutes(15) })).toBeNull();
  });

  it('holds nothing back for a booking within bounds or beyond the advance limit', () => {
    expect(completionProblem({ ...moved, time_override: null, now })).toBeNull();
    expect(completionProblem({ ...moved, time_override: 'beyond_advance_limit', now })).toBeNull();
  });

  it('is part of the status transitions', () => {
    const ctx = {
      now,
      scheduledAt: minutes(-600),
      graceMinutes: 15,
      timeOverride: 'past' as const,
      timeSetAt: now,
    };
    expect(bookingStatusChangeProblem('confirmed', 'completed', ctx)).toMatch(/not at once/);
    expect(bookingStatusChangeProblem('confirmed', 'completed', { ...ctx, now: minutes(15) })).toBeNull();
    expect(bookingStatusChangeProblem('confirmed', 'cancelled', ctx)).toBeNull();
  });
});
