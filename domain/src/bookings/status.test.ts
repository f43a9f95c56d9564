import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../enums/statuses.ts';
import {
  bookingStatusActions,
  bookingStatusChangeProblem,
  bookingTransitions,
  canChangeBookingStatus,
  holdsSlot,
  isActiveBooking,
  isEarlyCompletion,
  isUpcomingBooking,
  reopenBookingProblem,
  splitMyAppointments,
  staffStatusChangeProblem,
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
    // An hour after its start: a pending booking is declined then, no longer accepted.
    expect(allowed).toEqual([
      'pending→cancelled',
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

  it('free the slot of cancelled and no-show bookings only: a pending one holds it (issue 32)', () => {
    expect(bookingStatuses.filter(holdsSlot)).toEqual(['pending', 'scheduled', 'confirmed', 'completed']);
  });

  it("keep a client's Upcoming list to active visits, the others listed with the past", () => {
    const at = (id: string, status: (typeof bookingStatuses)[number]) => ({ id, status });
    const { upcoming, past } = splitMyAppointments(
      [
        at('a', 'scheduled'),
        at('b', 'cancelled'),
        at('c', 'confirmed'),
        at('d', 'completed'),
        at('e', 'pending'),
      ],
      [at('old', 'completed')],
    );
    expect(upcoming.map((b) => b.id)).toEqual(['a', 'c', 'e']);
    expect(past.map((b) => b.id)).toEqual(['d', 'b', 'old']);
  });
});

describe('staffStatusChangeProblem: what changeBookingStatus allows (issue 31)', () => {
  const change = (
    minutesAfterStart: number,
    extra: Partial<Parameters<typeof staffStatusChangeProblem>[2]> = {},
  ) => ({
    ...ctx(minutesAfterStart),
    callerUid: 'staff-cam',
    statusChangedBy: null,
    statusChangedAt: null,
    reason: 'Client is unwell',
    ...extra,
  });

  it('refuses a no-show for a client who checked in (issue 34)', () => {
    expect(staffStatusChangeProblem('confirmed', 'no_show', change(60, { checkedIn: true }))).toBe(
      'She checked in, so she cannot be marked as a no-show.',
    );
    expect(staffStatusChangeProblem('confirmed', 'completed', change(60, { checkedIn: true }))).toBeNull();
    expect(staffStatusChangeProblem('confirmed', 'no_show', change(60, { checkedIn: false }))).toBeNull();
  });

  it('allows the issue 12 moves of an active booking and nothing from a final one', () => {
    const allowed = bookingStatuses.flatMap((from) =>
      bookingStatuses
        .filter((to) => staffStatusChangeProblem(from, to, change(60)) === null)
        .map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→cancelled',
      'scheduled→confirmed',
      'scheduled→cancelled',
      'scheduled→no_show',
      'confirmed→completed',
      'confirmed→cancelled',
      'confirmed→no_show',
    ]);
    expect(staffStatusChangeProblem('completed', 'confirmed', change(60))).toMatch(/Reopen or Reinstate/);
    expect(staffStatusChangeProblem('confirmed', 'confirmed', change(60))).toBe(
      'The booking is already confirmed.',
    );
  });

  it('cancels only with a reason of at most 500 characters', () => {
    expect(staffStatusChangeProblem('confirmed', 'cancelled', change(60, { reason: '' }))).toMatch(/Say why/);
    expect(staffStatusChangeProblem('confirmed', 'cancelled', change(60, { reason: undefined }))).toMatch(
      /Say why/,
    );
    expect(
      staffStatusChangeProblem('confirmed', 'cancelled', change(60, { reason: 'x'.repeat(501) })),
    ).toMatch(/at most 500/);
  });

  it('keeps the time checks: no-show after the grace period, Complete early only when confirmed', () => {
    expect(staffStatusChangeProblem('confirmed', 'no_show', change(10))).toMatch(
      /15 minutes after it starts/,
    );
    expect(staffStatusChangeProblem('confirmed', 'completed', change(-60))).toMatch(/completed early/);
    expect(
      staffStatusChangeProblem('confirmed', 'completed', change(-60, { completedEarly: true })),
    ).toBeNull();
  });

  it('lets whoever marked a no-show take it back for two minutes, back to either active status', () => {
    const marked = (by: string, secondsAgo: number) =>
      change(60, {
        statusChangedBy: by,
        statusChangedAt: new Date(ctx(60).now.getTime() - secondsAgo * 1000),
      });
    expect(staffStatusChangeProblem('no_show', 'confirmed', marked('staff-cam', 30))).toBeNull();
    expect(staffStatusChangeProblem('no_show', 'scheduled', marked('staff-cam', 119))).toBeNull();
    expect(staffStatusChangeProblem('no_show', 'confirmed', marked('staff-cam', 120))).toMatch(
      /within 2 minutes/,
    );
    expect(staffStatusChangeProblem('no_show', 'confirmed', marked('staff-olga', 30))).toMatch(
      /Only the person who marked/,
    );
    expect(staffStatusChangeProblem('no_show', 'completed', marked('staff-cam', 30))).toMatch(/Reopen/);
  });
});

describe('Accept and Decline of a booking waiting for approval (issue 32)', () => {
  const change = (minutesAfterStart: number, reason?: string) => ({
    ...ctx(minutesAfterStart),
    callerUid: 'staff-cam',
    statusChangedBy: null,
    statusChangedAt: null,
    ...(reason === undefined ? {} : { reason }),
  });

  it('accepts it to scheduled before its start, and not once its time has begun (the panel hides Accept)', () => {
    expect(staffStatusChangeProblem('pending', 'scheduled', change(-60))).toBeNull();
    expect(staffStatusChangeProblem('pending', 'scheduled', change(0))).toMatch(/decline it instead/);
    expect(canChangeBookingStatus('pending', 'scheduled', ctx(-1))).toBe(true);
    expect(canChangeBookingStatus('pending', 'scheduled', ctx(0))).toBe(false);
    expect(canChangeBookingStatus('pending', 'cancelled', ctx(60))).toBe(true);
  });

  it('declines it only with a reason she reads, of at most 500 characters', () => {
    expect(
      staffStatusChangeProblem('pending', 'cancelled', change(-60, 'We are closed that day')),
    ).toBeNull();
    expect(staffStatusChangeProblem('pending', 'cancelled', change(-60))).toBe(
      'Say why you decline it: she reads the reason.',
    );
    expect(staffStatusChangeProblem('pending', 'cancelled', change(-60, 'x'.repeat(501)))).toMatch(
      /at most 500/,
    );
  });

  it('offers nothing else: no confirm, complete or no-show before an answer', () => {
    for (const to of ['confirmed', 'completed', 'no_show'] as const)
      expect(staffStatusChangeProblem('pending', to, change(60, 'x'))).toMatch(/accepted or declined first/);
    expect(staffStatusChangeProblem('pending', 'pending', change(-60))).toBe(
      'The booking is already pending.',
    );
  });

  it('is answered with Accept and Decline on the booking panel, not reopened', () => {
    expect(bookingStatusActions.pending.map((a) => `${a.label}→${a.to}`)).toEqual([
      'Accept→scheduled',
      'Decline→cancelled',
    ]);
    expect(reopenBookingProblem('pending', true)).toMatch(/accept or decline/);
  });

  it('is listed as upcoming for her, but is no visit that will happen yet', () => {
    expect(isUpcomingBooking('pending')).toBe(true);
    expect(isActiveBooking('pending')).toBe(false);
    expect(holdsSlot('pending')).toBe(true);
  });
});
