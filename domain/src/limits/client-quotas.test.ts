import { describe, expect, it } from 'vitest';
import { countMessage, emptyClientQuota, messagesOn } from './client-quotas.ts';

describe("a client's daily message allowance", () => {
  it('counts from zero on a new day and refuses beyond the cap', () => {
    const yesterday = { ...emptyClientQuota, message_day: '2026-11-26', messages_that_day: 5 };
    expect(messagesOn(yesterday, '2026-11-27')).toBe(0);
    expect(countMessage(yesterday, '2026-11-27', 2)).toEqual({
      quota: { message_day: '2026-11-27', messages_that_day: 1 },
    });
    const full = { ...emptyClientQuota, message_day: '2026-11-27', messages_that_day: 2 };
    expect(countMessage(full, '2026-11-27', 2)).toEqual({
      refused: 'the client already got 2 messages today (the daily limit)',
    });
  });
});
