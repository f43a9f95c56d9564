import { describe, expect, it } from 'vitest';
import { setRunningLateRequestSchema } from '../schemas/live-day.ts';
import {
  currentDelay,
  expectedStart,
  type LiveBooking,
  lateNoticeDue,
  laterAppointments,
  runningLateProblem,
} from './running-late.ts';

// Monday 2026-06-15 in New York; now is 11:00 EDT.
const at = (time: string) => new Date(`2026-06-15T${time}:00-04:00`);
const now = at('11:00');
const dayEnd = new Date('2026-06-16T04:00:00Z');
const visit = (id: string, time: string, extra: Partial<LiveBooking> = {}): LiveBooking => ({
  id,
  client_id: `client-${id}`,
  staff_id: 'bea',
  status: 'confirmed',
  scheduled_at: at(time),
  ...extra,
});

describe('running late', () => {
  it('takes 0 or 5 to 120 whole minutes, refusing anything else in plain words', () => {
    for (const minutes of [0, 5, 20, 120])
      expect(setRunningLateRequestSchema.safeParse({ minutes }).success).toBe(true);
    for (const minutes of [-5, 3, 121, 7.5, '20', null]) {
      const parsed = setRunningLateRequestSchema.safeParse({ minutes });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'Say a delay from 5 to 120 minutes, or 0 for back on time.',
      );
    }
  });

  it('clears itself at the end of the studio day', () => {
    expect(currentDelay({ delay_minutes: 20, day: '2026-06-15' }, '2026-06-15')).toBe(20);
    expect(currentDelay({ delay_minutes: 20, day: '2026-06-14' }, '2026-06-15')).toBe(0);
    expect(currentDelay(undefined, '2026-06-15')).toBe(0);
  });

  it('is said by the member herself, or for anyone by staff who manage bookings', () => {
    expect(runningLateProblem('bea', 'bea', false)).toBeNull();
    expect(runningLateProblem('owner', 'bea', true)).toBeNull();
    expect(runningLateProblem('cleo', 'bea', false)).toBe(
      'You can only say that you yourself are running late.',
    );
  });

  it('moves only her active, not yet started visits from now to the end of the day', () => {
    const bookings = [
      visit('later-2', '15:00'),
      visit('earlier', '09:00'),
      visit('later-1', '12:00'),
      visit('in-chair', '11:00', { started_at: at('11:00') }),
      visit('cancelled', '13:00', { status: 'cancelled' }),
      visit('other-member', '13:00', { staff_id: 'cleo' }),
      visit('owners', '14:00', { staff_id: null }),
      visit('tomorrow', '12:00', { scheduled_at: new Date('2026-06-16T16:00:00Z') }),
    ];
    expect(laterAppointments(bookings, 'bea', 'ava', now, dayEnd).map((b) => b.id)).toEqual([
      'later-1',
      'later-2',
    ]);
    expect(laterAppointments(bookings, 'ava', 'ava', now, dayEnd).map((b) => b.id)).toEqual(['owners']);
  });

  it('gives the expected start, or none when back on time', () => {
    expect(expectedStart(at('12:00'), 20)).toEqual(at('12:20'));
    expect(expectedStart(at('12:00'), 0)).toBeNull();
  });

  it('tells a client at most once per 30 minutes, never after she checked in, never for back on time', () => {
    expect(lateNoticeDue(visit('a', '12:00'), 20, now)).toBe(true);
    expect(lateNoticeDue(visit('a', '12:00', { late_notice_at: at('10:40') }), 30, now)).toBe(false);
    expect(lateNoticeDue(visit('a', '12:00', { late_notice_at: at('10:30') }), 30, now)).toBe(true);
    expect(lateNoticeDue(visit('a', '12:00', { checked_in_at: at('10:50') }), 20, now)).toBe(false);
    expect(lateNoticeDue(visit('a', '12:00'), 0, now)).toBe(false);
  });
});
