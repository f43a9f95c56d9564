import { describe, expect, it } from 'vitest';
import { bookingInterestStatuses } from '../enums/statuses.ts';
import { canWithdrawInterest, clientInterestStatusText } from './client-status.ts';

describe("a client's view of her requests", () => {
  it('says every status in plain words', () => {
    expect(clientInterestStatusText.new).toBe("We'll message you on Instagram");
    expect(clientInterestStatusText.converted).toBe('Booked — see your appointments');
    expect(clientInterestStatusText.declined).toBe('Declined');
    for (const status of bookingInterestStatuses) expect(clientInterestStatusText[status]).not.toBe('');
  });

  it('lets her withdraw only a request that is still new', () => {
    expect(bookingInterestStatuses.filter(canWithdrawInterest)).toEqual(['new']);
  });
});
