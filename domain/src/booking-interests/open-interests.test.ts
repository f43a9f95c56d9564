import { describe, expect, it } from 'vitest';
import { settingDefault } from '../settings/settings.ts';
import {
  interestIntervalMessage,
  mayCreateInterestAt,
  mayOpenAnotherInterest,
  openInterestsLimitMessage,
} from './open-interests.ts';

describe('a client’s open interests', () => {
  it('allow one more below the limit and none at it (default 3)', () => {
    const max = settingDefault('booking_max_open_interests');
    expect(max).toBe(3);
    expect(mayOpenAnotherInterest(2, max)).toBe(true);
    expect(mayOpenAnotherInterest(3, max)).toBe(false);
  });

  it('name the limit in the message', () => {
    expect(openInterestsLimitMessage(3)).toMatch(/3 booking requests waiting/);
    expect(openInterestsLimitMessage(1)).toMatch(/one booking request waiting/);
  });

  it('wait the interval between two interests (default 30 s), none before her first', () => {
    const interval = settingDefault('booking_interest_min_interval_seconds');
    expect(interval).toBe(30);
    const last = new Date('2026-11-27T10:00:00Z');
    expect(mayCreateInterestAt(undefined, last, interval)).toBe(true);
    expect(mayCreateInterestAt(last, new Date('2026-11-27T10:00:29Z'), interval)).toBe(false);
    expect(mayCreateInterestAt(last, new Date('2026-11-27T10:00:30Z'), interval)).toBe(true);
    expect(mayCreateInterestAt(last, last, 0)).toBe(true);
    expect(interestIntervalMessage(30)).toMatch(/wait 30 seconds between requests/);
  });
});
