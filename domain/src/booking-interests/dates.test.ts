import { describe, expect, it } from 'vitest';
import { interestDateRange, isInInterestDateRange } from './dates.ts';

describe('the dates a client may ask for', () => {
  it('start on the studio’s today, not the UTC one', () => {
    // 03:30 UTC on July 1 is 23:30 on June 30 in New York (daylight time).
    const range = interestDateRange('America/New_York', 60, new Date('2026-07-01T03:30:00Z'));
    expect(range).toEqual({ first: '2026-06-30', last: '2026-08-29' });
  });

  it('include both ends and nothing outside', () => {
    const range = interestDateRange('America/Los_Angeles', 7, new Date('2026-12-30T20:00:00Z'));
    expect(range).toEqual({ first: '2026-12-30', last: '2027-01-06' });
    expect(isInInterestDateRange('2026-12-30', range)).toBe(true);
    expect(isInInterestDateRange('2027-01-06', range)).toBe(true);
    expect(isInInterestDateRange('2026-12-29', range)).toBe(false);
    expect(isInInterestDateRange('2027-01-07', range)).toBe(false);
    expect(isInInterestDateRange('9999-12-31', range)).toBe(false);
  });
});
