import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../enums/statuses.ts';
import {
  bookingStatusChangeProblem,
  bookingTransitions,
  canChangeBookingStatus,
  holdsSlot,
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
    ]);
  });

  it('keep cancelled and no_show final', () => {
    expect(bookingTransitions.cancelled).toEqual([]);
    expect(bookingTransitions.no_show).toEqual([]);
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
    expect(bookingStatusChangeProblem('cancelled', 'confirmed', ctx(0))).toBe(
      'A cancelled booking cannot become confirmed.',
    );
    expect(bookingStatusChangeProblem('scheduled', 'completed', ctx(0))).toBe(
      'A scheduled booking cannot become completed.',
    );
  });

  it('free the slot of cancelled and no-show bookings only', () => {
    expect(bookingStatuses.filter(holdsSlot)).toEqual(['scheduled', 'confirmed', 'completed']);
  });
});
