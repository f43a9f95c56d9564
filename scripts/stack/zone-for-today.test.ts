import { describe, expect, it } from 'vitest';
import { minutesFromMidnight, zoneFurthestFromMidnight } from './zone-for-today.ts';

describe('the zone furthest from midnight', () => {
  it('is at least 90 minutes from midnight at every minute of a winter and a summer day', () => {
    for (const day of ['2026-12-05T00:00:00Z', '2027-07-01T00:00:00Z']) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const at = new Date(new Date(day).getTime() + minute * 60_000);
        expect(minutesFromMidnight(zoneFurthestFromMidnight(at), at)).toBeGreaterThanOrEqual(90);
      }
    }
  });

  it('picks New York at 17:00 UTC in December (noon there) and Los Angeles at 05:30 UTC', () => {
    expect(zoneFurthestFromMidnight(new Date('2026-12-05T17:00:00Z'))).toBe('America/New_York');
    expect(zoneFurthestFromMidnight(new Date('2026-12-05T05:30:00Z'))).toBe('America/Los_Angeles');
  });
});
