import { describe, expect, it } from 'vitest';
import { canCheckIn, checkInProblem, isRunningOver, liveDayLabel, startVisitProblem } from './check-in.ts';

const start = new Date('2026-06-15T14:00:00Z');
const minutes = (m: number) => new Date(start.getTime() + m * 60_000);
const anas = { client_id: 'ana', status: 'confirmed' as const, scheduled_at: start };
const ana = { uid: 'ana', isStaff: false };
const staff = { uid: 'cam', isStaff: true };

describe('check-in', () => {
  it('opens 30 minutes before her start', () => {
    expect(canCheckIn(anas, minutes(-31))).toBe(false);
    expect(canCheckIn(anas, minutes(-30))).toBe(true);
    expect(canCheckIn(anas, minutes(10))).toBe(true);
    expect(canCheckIn({ ...anas, checked_in_at: minutes(-5) }, minutes(0))).toBe(false);
    expect(canCheckIn({ ...anas, status: 'cancelled' }, minutes(0))).toBe(false);
  });

  it('refuses in plain words: too early, not hers, not active, already in', () => {
    expect(checkInProblem(anas, ana, minutes(-20))).toBeNull();
    expect(checkInProblem(anas, ana, minutes(-45))).toBe(
      'You can check in from 30 minutes before your appointment.',
    );
    expect(checkInProblem(anas, { uid: 'bea', isStaff: false }, minutes(-10))).toBe(
      'That appointment is not yours.',
    );
    expect(checkInProblem({ ...anas, status: 'cancelled' }, ana, minutes(-10))).toBe(
      'This appointment is cancelled, so there is nothing to check in for.',
    );
    expect(checkInProblem({ ...anas, checked_in_at: minutes(-12) }, ana, minutes(-10))).toBe(
      'She is already checked in.',
    );
  });

  it('lets staff check anyone in, at any time of an active visit', () => {
    expect(checkInProblem(anas, staff, minutes(-90))).toBeNull();
    expect(checkInProblem({ ...anas, status: 'no_show' }, staff, minutes(30))).toMatch(/no-show/);
  });
});

describe('started and running over', () => {
  it('starts an active visit once', () => {
    expect(startVisitProblem(anas)).toBeNull();
    expect(startVisitProblem({ ...anas, started_at: minutes(0) })).toBe('This visit has already started.');
    expect(startVisitProblem({ ...anas, status: 'cancelled' })).toBe(
      'This appointment is cancelled, so it cannot be started.',
    );
  });

  it('runs over when started, not finished and past its planned end', () => {
    const inChair = { ...anas, started_at: minutes(2), plannedEnd: minutes(60) };
    expect(isRunningOver(inChair, minutes(61))).toBe(true);
    expect(isRunningOver(inChair, minutes(59))).toBe(false);
    expect(isRunningOver({ ...inChair, finished_at: minutes(65) }, minutes(70))).toBe(false);
    expect(isRunningOver({ ...inChair, started_at: null }, minutes(70))).toBe(false);
  });
});

describe('the calendar’s live-day word', () => {
  const time = (at: Date) => at.toISOString().slice(11, 16);
  it('says arrived with the time, then in the chair, then finished', () => {
    expect(liveDayLabel({}, time)).toBeNull();
    expect(liveDayLabel({ checked_in_at: minutes(-5) }, time)).toBe('Arrived 13:55');
    expect(liveDayLabel({ checked_in_at: minutes(-5), started_at: minutes(0) }, time)).toBe('In the chair');
    expect(liveDayLabel({ started_at: minutes(0), finished_at: minutes(60) }, time)).toBe('Finished');
  });
});
