import { describe, expect, it } from 'vitest';
import { loyaltyWrite } from './derive.ts';

function booking(id: string, status: string, total_price: number, day: number) {
  return {
    id,
    data: {
      client_id: 'ana',
      service_id: 'gel',
      scheduled_at: { toDate: () => new Date(Date.UTC(2026, 0, day, 15)) },
      total_price,
      status,
    },
  };
}

const history = [
  booking('b1', 'completed', 45, 3),
  booking('b2', 'completed', 60.5, 20),
  booking('b3', 'cancelled', 80, 25),
  booking('b4', 'scheduled', 50, 28),
];

describe('loyaltyWrite', () => {
  it('derives points from completed spend at the default 10 points per dollar', () => {
    const write = loyaltyWrite('ana', history, []);
    expect(write.loyalty).toEqual({ user_id: 'ana', points: 1055, tier: 'standard', lifetime_bookings: 2 });
    expect(write.profile).toEqual({
      total_bookings: 4,
      loyalty_points: 1055,
      loyalty_tier: 'standard',
      last_visit: new Date(Date.UTC(2026, 0, 20, 15)),
    });
  });

  it('uses stored points per dollar and tier thresholds', () => {
    const write = loyaltyWrite('ana', history, [
      { key: 'loyalty_points_per_dollar', value: 20 },
      { key: 'loyalty_tier_thresholds', value: { silver: 1000, gold: 2000, platinum: 3000 } },
    ]);
    expect(write.loyalty.points).toBe(2110);
    expect(write.loyalty.tier).toBe('gold');
  });

  it('falls back to the defaults when a stored setting is invalid', () => {
    const write = loyaltyWrite('ana', history, [{ key: 'loyalty_points_per_dollar', value: 'lots' }]);
    expect(write.loyalty.points).toBe(1055);
  });

  it('gives the same result for the same bookings in any order, however often it runs', () => {
    const once = loyaltyWrite('ana', history, []);
    const again = loyaltyWrite('ana', [...history].reverse(), []);
    const duplicated = loyaltyWrite('ana', history, []);
    expect(again).toEqual(once);
    expect(duplicated).toEqual(once);
  });

  it('leaves malformed bookings out and names them', () => {
    const write = loyaltyWrite(
      'ana',
      [...history, { id: 'bad', data: { status: 'completed', total_price: -5 } }],
      [],
    );
    expect(write.skipped).toEqual(['bad']);
    expect(write.loyalty.points).toBe(1055);
  });

  it('answers zero for a client without bookings', () => {
    const write = loyaltyWrite('ana', [], []);
    expect(write.loyalty).toEqual({ user_id: 'ana', points: 0, tier: 'standard', lifetime_bookings: 0 });
    expect(write.profile.last_visit).toBeNull();
  });
});
