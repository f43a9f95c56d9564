import { describe, expect, it } from 'vitest';
import { studioAddress, studioAddressLines } from './address.ts';

describe("the studio's address", () => {
  const full = {
    location_address_line1: '12 Main St',
    location_city: 'Springfield',
    location_state: 'IL',
    location_zip: '62701',
  };

  it('builds the lines from the location settings, leaving out empty parts', () => {
    expect(studioAddressLines(full)).toEqual(['12 Main St', 'Springfield, IL 62701']);
    expect(studioAddressLines({ ...full, location_address_line1: '', location_state: '' })).toEqual([
      'Springfield 62701',
    ]);
    const empty = { location_address_line1: '', location_city: '', location_state: '', location_zip: '' };
    expect(studioAddressLines(empty)).toEqual([]);
  });

  it('joins them on one line for a calendar event', () => {
    expect(studioAddress(full)).toBe('12 Main St, Springfield, IL 62701');
  });
});
