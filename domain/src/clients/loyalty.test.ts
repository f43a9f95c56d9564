import { describe, expect, it } from 'vitest';
import { settingDefault } from '../settings/settings.ts';
import { canRedeemPoints, deriveLoyalty, loyaltyPointsFor, loyaltyTierFor } from './loyalty.ts';

const settings = {
  loyalty_points_per_dollar: settingDefault('loyalty_points_per_dollar'),
  loyalty_tier_thresholds: settingDefault('loyalty_tier_thresholds'),
};
const thresholds = { silver: 2500, gold: 5000, platinum: 10000 };

describe('loyaltyPointsFor', () => {
  it('gives whole points per dollar (default 10)', () => {
    expect(loyaltyPointsFor(45, 10)).toBe(450);
    expect(loyaltyPointsFor(12.99, 10)).toBe(129);
    expect(loyaltyPointsFor(0.1 + 0.2, 10)).toBe(3);
  });
  it('gives 0 for negative, NaN or zero input', () => {
    expect(loyaltyPointsFor(-10, 10)).toBe(0);
    expect(loyaltyPointsFor(Number.NaN, 10)).toBe(0);
    expect(loyaltyPointsFor(100, 0)).toBe(0);
    expect(loyaltyPointsFor(Number.POSITIVE_INFINITY, 10)).toBe(0);
  });
  it('stays a safe integer for huge spend', () => {
    expect(Number.isSafeInteger(loyaltyPointsFor(1e300, 10))).toBe(true);
  });
});

describe('loyaltyTierFor', () => {
  it('reaches a tier at its threshold exactly', () => {
    expect(loyaltyTierFor(0, thresholds)).toBe('standard');
    expect(loyaltyTierFor(2499, thresholds)).toBe('standard');
    expect(loyaltyTierFor(2500, thresholds)).toBe('silver');
    expect(loyaltyTierFor(5000, thresholds)).toBe('gold');
    expect(loyaltyTierFor(10000, thresholds)).toBe('platinum');
    expect(loyaltyTierFor(Number.MAX_SAFE_INTEGER, thresholds)).toBe('platinum');
  });
  it('is standard for negative or NaN points', () => {
    expect(loyaltyTierFor(-1, thresholds)).toBe('standard');
    expect(loyaltyTierFor(Number.NaN, thresholds)).toBe('standard');
  });
});

describe('deriveLoyalty', () => {
  const at = (day: string) => new Date(`${day}T15:00:00Z`);
  it('counts only completed spend toward points and visits', () => {
    const derived = deriveLoyalty(
      [
        { status: 'completed', total_price: 150, scheduled_at: at('2026-01-05') },
        { status: 'completed', total_price: 120, scheduled_at: at('2026-02-05') },
        { status: 'cancelled', total_price: 500, scheduled_at: at('2026-03-05') },
        { status: 'scheduled', total_price: 500, scheduled_at: at('2026-04-05') },
      ],
      settings,
    );
    expect(derived).toEqual({
      points: 2700,
      tier: 'silver',
      lifetime_bookings: 2,
      total_bookings: 4,
      last_visit: at('2026-02-05'),
    });
  });
  it('deducts redeemed points once the booking completes, keeping the tier earned', () => {
    const bookings = [
      { status: 'completed' as const, total_price: 270, scheduled_at: at('2026-01-05') },
      {
        status: 'confirmed' as const,
        total_price: 50,
        scheduled_at: at('2026-03-05'),
        loyalty_points_redeemed: 100,
      },
    ];
    expect(deriveLoyalty(bookings, settings).points).toBe(2700);
    const completed = bookings.map((b) => ({ ...b, status: 'completed' as const }));
    const derived = deriveLoyalty(completed, settings);
    expect(derived.points).toBe(3200 - 100);
    expect(derived.tier).toBe('silver');
    const overspent = [
      {
        status: 'completed' as const,
        total_price: 1,
        scheduled_at: at('2026-03-05'),
        loyalty_points_redeemed: 500,
      },
    ];
    expect(deriveLoyalty(overspent, settings).points).toBe(0);
  });
  it('is empty-handed without bookings', () => {
    expect(deriveLoyalty([], settings)).toEqual({
      points: 0,
      tier: 'standard',
      lifetime_bookings: 0,
      total_bookings: 0,
      last_visit: null,
    });
  });
});

describe('canRedeemPoints', () => {
  it('needs the threshold (default 100)', () => {
    expect(canRedeemPoints(99, 100)).toBe(false);
    expect(canRedeemPoints(100, 100)).toBe(true);
    expect(canRedeemPoints(0, 0)).toBe(false);
  });
});
