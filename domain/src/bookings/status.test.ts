import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../enums/statuses.ts';
import {
  bookingStatusChangeProblem,
  bookingTransitions,
  canChangeBookingStatus,
  holdsSlot,
  isEarlyCompletion,
  reopenBookingProblem,
  splitMyAppointments,
} from './status.ts';

const scheduledAt = new Date('2026-06-15T14:00:00Z');
const ctx = (minutesAfterStart: number) => ({
  now: new Date(scheduledAt.getTime() + minutesAfterStart * 60_000),
  scheduledAt,
  graceMinutes: 15,
});

describe('booking status transitions', () => {
  it('allow exactly the issue 12 moves', () => {
    const allowed = bookingStatuses.flatMap((from) =>
      bookingStatuses.filter((to) => canChangeBookingStatus(from, to, ctx(60))).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'scheduled→confirmed',
      'scheduled→cancelled',
      'scheduled→no_show',
      'confirmed→completed',
      'confirmed→cancelled',
      'confirmed→no_show',
      'completed→confirmed',
      'cancelled→confirmed',
      'no_show→confirmed',
    ]);
  });

  it('bring cancelled and no-show bookings back only to confirmed (the owner reinstates them)', () => {
    expect(bookingTransitions.cancelled).toEqual(['confirmed']);
    expect(bookingTransitions.no_show).toEqual(['confirmed']);
  });

  it('complete a visit only from its start, or earlier with the completed-early confirmation', () => {
    expect(canChangeBookingStatus('confirmed', 'completed', ctx(-30))).toBe(false);
    expect(bookingStatusChangeProblem('confirmed', 'completed', ctx(-30))).toBe(
      'A booking can be completed only from its start time, unless you confirm it was completed early.',
    );
    expect(canChangeBookingStatus('confirmed', 'completed', { ...ctx(-30), completedEarly: true })).toBe(
      true,
    );
    expect(canChangeBookingStatus('confirmed', 'completed', ctx(0))).toBe(true);
    expect(isEarlyCompletion(ctx(-1))).toBe(true);
    expect(isEarlyCompletion(ctx(0))).toBe(false);
  });

  it('let staff reopen a completed booking and only the owner reinstate a cancelled or missed one', () => {
    expect(reopenBookingProblem('completed', false)).toBeNull();
    expect(reopenBookingProblem('cancelled', true)).toBeNull();
    expect(reopenBookingProblem('no_show', true)).toBeNull();
    expect(reopenBookingProblem('cancelled', false)).toBe(
      'Only the owner can reinstate a cancelled booking.',
    );
    expect(reopenBookingProblem('no_show', false)).toBe('Only the owner can reinstate a no-show booking.');
    expect(reopenBookingProblem('confirmed', true)).toBe('A confirmed booking is already active.');
  });

  it('allow a no-show only once the start plus the grace period has passed', () => {
    expect(canChangeBookingStatus('confirmed', 'no_show', ctx(14))).toBe(false);
    expect(bookingStatusChangeProblem('confirmed', 'no_show', ctx(14))).toBe(
      'A booking can be marked as a no-show only 15 minutes after it starts.',
    );
    expect(canChangeBookingStatus('confirmed', 'no_show', ctx(15))).toBe(true);
    expect(canChangeBookingStatus('scheduled', 'no_show', ctx(-60))).toBe(false);
  });

  it('explain a refused move in words', () => {
    expect(bookingStatusChangeProblem('cancelled', 'completed', ctx(0))).toBe(
      'A cancelled booking cannot become completed.',
    );
    expect(bookingStatusChangeProblem('scheduled', 'completed', ctx(0))).toBe(
      'A scheduled booking cannot become completed.',
    );
  });

  it('free the slot of cancelled and no-show bookings only', () => {
    expect(bookingStatuses.filter(holdsSlot)).toEqual(['scheduled', 'confirmed', 'completed']);
  });

  it("keep a client's Upcoming list to active visits, the others listed with the past", () => {
    const at = (id: string, status: (typeof bookingStatuses)[number]) => ({ id, status });
    const { upcoming, past } = splitMyAppointments(
      [at('a', 'scheduled'), at('b', 'cancelled'), at('c', 'confirmed'), at('d', 'completed')],
      [at('old', 'completed')],
    );
    expect(upcoming.map((b) => b.id)).toEqual(['a', 'c']);
    expect(past.map((b) => b.id)).toEqual(['d', 'b', 'old']);
  });
});
