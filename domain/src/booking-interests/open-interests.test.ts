import { describe, expect, it } from 'vitest';
import { settingDefault } from '../settings/settings.ts';
import { mayOpenAnotherInterest, openInterestsLimitMessage, openInterestsSchema } from './open-interests.ts';

describe('a client’s open interests', () => {
  it('allow one more below the limit and none at it (default 3)', () => {
    const max = settingDefault('booking_max_open_interests');
    expect(max).toBe(3);
    expect(mayOpenAnotherInterest(2, max)).toBe(true);
    expect(mayOpenAnotherInterest(3, max)).toBe(false);
  });

  it('are a whole count, with the last bumping interest when the client wrote last', () => {
    expect(openInterestsSchema.safeParse({ count: 2, last_interest_id: 'abc' }).success).toBe(true);
    expect(openInterestsSchema.safeParse({ count: 0 }).success).toBe(true);
    expect(openInterestsSchema.safeParse({ count: -1 }).success).toBe(false);
    expect(openInterestsSchema.safeParse({ count: 1.5 }).success).toBe(false);
    expect(openInterestsSchema.safeParse({ count: 1, last_interest_id: '__x__' }).success).toBe(false);
  });

  it('name the limit in the message', () => {
    expect(openInterestsLimitMessage(3)).toMatch(/3 booking requests waiting/);
    expect(openInterestsLimitMessage(1)).toMatch(/one booking request waiting/);
  });
});
