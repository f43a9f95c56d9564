import { describe, expect, it } from 'vitest';
import { settingDefault } from '../settings/settings.ts';
import {
  canRedeemPoints,
  deriveLoyalty,
  loyaltyPointsFor,
  loyaltyTierFor,
  redeemablePoints,
} from './loyalty.ts';

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

describe('deriveLoyalty with a change made only from now on', () => {
  const at = (day: string) => new Date(`${day}T15:00:00Z`);
  const change = at('2026-03-01');
  // Ana's demo history: 270 dollars before the change, Silver at 10 points a dollar.
  const ana = [
    { status: 'completed' as const, total_price: 150, scheduled_at: at('2026-01-05') },
    { status: 'completed' as const, total_price: 120, scheduled_at: at('2026-02-05') },
  ];
  const rateOne = { ...settings, loyalty_points_per_dollar: 1 };

  it('re-scores every visit when there is no history (applied to past bookings)', () => {
    expect(deriveLoyalty(ana, rateOne)).toMatchObject({ points: 270, tier: 'standard' });
  });

  it('keeps the points of visits before the change and earns the new rate after it', () => {
    const history = { points_per_dollar: [{ value: 10, until: change }], tier_thresholds: [] };
    expect(deriveLoyalty(ana, rateOne, history)).toMatchObject({ points: 2700, tier: 'silver' });
    const later = [
      ...ana,
      { status: 'completed' as const, total_price: 100, scheduled_at: at('2026-03-05') },
    ];
    expect(deriveLoyalty(later, rateOne, history).points).toBe(2800);
  });

  it('applies each earlier rate to its own period, whatever order they are stored in', () => {
    const history = {
      points_per_dollar: [
        { value: 5, until: at('2026-02-01') },
        { value: 10, until: at('2026-01-01') },
      ],
      tier_thresholds: [],
    };
    const visits = [
      { status: 'completed' as const, total_price: 10, scheduled_at: at('2025-12-20') },
      { status: 'completed' as const, total_price: 10, scheduled_at: at('2026-01-20') },
      { status: 'completed' as const, total_price: 10, scheduled_at: at('2026-02-20') },
    ];
    expect(deriveLoyalty(visits, rateOne, history).points).toBe(100 + 50 + 10);
  });

  it('never takes away a tier reached before thresholds were raised from now on', () => {
    const raised = { ...settings, loyalty_tier_thresholds: { silver: 3000, gold: 6000, platinum: 12000 } };
    expect(deriveLoyalty(ana, raised).tier).toBe('standard');
    const history = {
      points_per_dollar: [],
      tier_thresholds: [{ value: settings.loyalty_tier_thresholds, until: change }],
    };
    expect(deriveLoyalty(ana, raised, history).tier).toBe('silver');
    // Visits after the change count toward the new thresholds only.
    const after = [{ status: 'completed' as const, total_price: 270, scheduled_at: at('2026-03-05') }];
    expect(deriveLoyalty(after, raised, history).tier).toBe('standard');
  });

  it('lowered thresholds lift clients either way', () => {
    const lowered = { ...settings, loyalty_tier_thresholds: { silver: 1000, gold: 2000, platinum: 3000 } };
    const history = {
      points_per_dollar: [],
      tier_thresholds: [{ value: settings.loyalty_tier_thresholds, until: change }],
    };
    expect(deriveLoyalty(ana, lowered, history).tier).toBe('gold');
  });
});

describe('canRedeemPoints', () => {
  it('needs the threshold (default 100)', () => {
    expect(canRedeemPoints(99, 100)).toBe(false);
    expect(canRedeemPoints(100, 100)).toBe(true);
    expect(canRedeemPoints(0, 0)).toBe(false);
  });
});

describe('redeemablePoints', () => {
  it('reserves the points redeemed on upcoming bookings, so they are spent once', () => {
    const upcoming = [
      { status: 'scheduled' as const, loyalty_points_redeemed: 100 },
      { status: 'confirmed' as const, loyalty_points_redeemed: 100 },
      { status: 'scheduled' as const },
    ];
    expect(redeemablePoints(250, upcoming)).toBe(50);
    expect(redeemablePoints(150, upcoming)).toBe(0);
  });

  it('releases the points of a cancelled or missed booking; a completed one is in the balance already', () => {
    const over = [
      { status: 'cancelled' as const, loyalty_points_redeemed: 100 },
      { status: 'no_show' as const, loyalty_points_redeemed: 100 },
      { status: 'completed' as const, loyalty_points_redeemed: 100 },
    ];
    expect(redeemablePoints(120, over)).toBe(120);
  });
});
