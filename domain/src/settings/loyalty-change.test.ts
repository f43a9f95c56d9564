import { describe, expect, it } from 'vitest';
import { changeLoyaltyRuleRequestSchema, earlierAfterChange, loyaltyHistoryFrom } from './loyalty-change.ts';

const now = new Date('2026-11-26T10:00:00Z');
const timestamp = (date: Date) => ({ toDate: () => date });

describe('changeLoyaltyRuleRequestSchema', () => {
  it('accepts a rate or thresholds with a scope', () => {
    expect(
      changeLoyaltyRuleRequestSchema.parse({
        key: 'loyalty_points_per_dollar',
        value: 1,
        scope: 'from_now_on',
      }),
    ).toEqual({ key: 'loyalty_points_per_dollar', value: 1, scope: 'from_now_on' });
    const thresholds = { silver: 10, gold: 20, platinum: 30 };
    expect(
      changeLoyaltyRuleRequestSchema.safeParse({
        key: 'loyalty_tier_thresholds',
        value: thresholds,
        scope: 'past_bookings',
      }).success,
    ).toBe(true);
  });

  it('refuses another key, a value of the wrong rule, falling tiers or no scope', () => {
    const refuse = (input: unknown) =>
      expect(changeLoyaltyRuleRequestSchema.safeParse(input).success).toBe(false);
    refuse({ key: 'loyalty_discount_percent', value: 5, scope: 'past_bookings' });
    refuse({ key: 'loyalty_points_per_dollar', value: { silver: 1 }, scope: 'past_bookings' });
    refuse({ key: 'loyalty_points_per_dollar', value: -1, scope: 'past_bookings' });
    refuse({
      key: 'loyalty_tier_thresholds',
      value: { silver: 30, gold: 20, platinum: 10 },
      scope: 'past_bookings',
    });
    refuse({ key: 'loyalty_points_per_dollar', value: 1 });
    refuse({ key: 'loyalty_points_per_dollar', value: 1, scope: 'sometimes' });
  });
});

describe('earlierAfterChange', () => {
  it('clears the earlier values when applied to past bookings', () => {
    const stored = { earlier: [{ value: 5, until: timestamp(new Date('2026-01-01')) }] };
    expect(earlierAfterChange(stored, 10, 'past_bookings', now)).toEqual([]);
  });

  it('keeps the replaced value, until now, after the earlier ones', () => {
    const first = new Date('2026-01-01');
    const stored = { earlier: [{ value: 5, until: timestamp(first) }] };
    expect(earlierAfterChange(stored, 10, 'from_now_on', now)).toEqual([
      { value: 5, until: first },
      { value: 10, until: now },
    ]);
    expect(earlierAfterChange(undefined, 10, 'from_now_on', now)).toEqual([{ value: 10, until: now }]);
  });
});

describe('loyaltyHistoryFrom', () => {
  it('reads both rules’ earlier values and leaves malformed ones out', () => {
    const until = new Date('2026-03-01');
    const history = loyaltyHistoryFrom([
      {
        key: 'loyalty_points_per_dollar',
        data: {
          value: 1,
          earlier: [
            { value: 10, until: timestamp(until) },
            { value: 'lots', until: timestamp(until) },
          ],
        },
      },
      {
        key: 'loyalty_tier_thresholds',
        data: { value: {}, earlier: [{ value: { silver: 1, gold: 2, platinum: 3 }, until }] },
      },
    ]);
    expect(history).toEqual({
      points_per_dollar: [{ value: 10, until }],
      tier_thresholds: [{ value: { silver: 1, gold: 2, platinum: 3 }, until }],
    });
  });

  it('is empty without documents or with a broken record', () => {
    expect(loyaltyHistoryFrom([])).toEqual({ points_per_dollar: [], tier_thresholds: [] });
    expect(loyaltyHistoryFrom([{ key: 'loyalty_points_per_dollar', data: { earlier: 'x' } }])).toEqual({
      points_per_dollar: [],
      tier_thresholds: [],
    });
  });
});
