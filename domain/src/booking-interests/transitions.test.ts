import { describe, expect, it } from 'vitest';
import { bookingInterestStatuses } from '../enums/statuses.ts';
import {
  bookingInterestActions,
  canTransitionBookingInterest,
  InvalidTransitionError,
  nextBookingInterestStatuses,
  transitionBookingInterest,
} from './transitions.ts';

const now = new Date('2026-05-01T12:00:00Z');

describe('booking interest transitions', () => {
  it('offers the spec labels', () => {
    expect(bookingInterestActions.new).toEqual([{ to: 'contacted', label: 'Mark Contacted' }]);
    expect(bookingInterestActions.discussing.map((a) => a.label)).toEqual(['Convert', 'Decline']);
  });

  it('walks new → contacted → discussing → converted or declined', () => {
    expect(nextBookingInterestStatuses('new')).toEqual(['contacted']);
    expect(nextBookingInterestStatuses('contacted')).toEqual(['discussing']);
    expect(nextBookingInterestStatuses('discussing')).toEqual(['converted', 'declined']);
  });

  it('has no action after converted or declined', () => {
    expect(nextBookingInterestStatuses('converted')).toEqual([]);
    expect(nextBookingInterestStatuses('declined')).toEqual([]);
  });

  it('records contacted_at only when marked contacted', () => {
    expect(transitionBookingInterest('new', 'contacted', now)).toEqual({
      status: 'contacted',
      contacted_at: now,
    });
    expect(transitionBookingInterest('contacted', 'discussing', now)).toEqual({ status: 'discussing' });
    expect(transitionBookingInterest('discussing', 'declined', now)).toEqual({ status: 'declined' });
  });

  it('refuses every other move, including staying put and going back', () => {
    let allowed = 0;
    for (const from of bookingInterestStatuses) {
      for (const to of bookingInterestStatuses) {
        if (canTransitionBookingInterest(from, to)) {
          allowed++;
          continue;
        }
        expect(() => transitionBookingInterest(from, to, now)).toThrow(InvalidTransitionError);
      }
    }
    expect(allowed).toBe(4);
    expect(canTransitionBookingInterest('new', 'converted')).toBe(false);
    expect(canTransitionBookingInterest('contacted', 'new')).toBe(false);
  });
});
