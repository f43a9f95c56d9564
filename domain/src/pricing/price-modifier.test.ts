import { describe, expect, it } from 'vitest';
import { formatPriceModifier, priceModifierAmount } from './price-modifier.ts';

const flat = (price_modifier: number) => ({ price_modifier, price_modifier_type: 'flat' as const });
const percent = (price_modifier: number) => ({ price_modifier, price_modifier_type: 'percent' as const });

describe('formatPriceModifier', () => {
  it('shows flat add-ons as +$amount', () => {
    expect(formatPriceModifier(flat(5))).toBe('+$5');
    expect(formatPriceModifier(flat(7.5))).toBe('+$7.50');
  });
  it('shows percent add-ons as +percent', () => {
    expect(formatPriceModifier(percent(15))).toBe('+15%');
    expect(formatPriceModifier(percent(12.345))).toBe('+12.35%');
  });
  it('hides zero, negative, NaN and infinite modifiers', () => {
    for (const value of [0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPriceModifier(flat(value))).toBeNull();
      expect(formatPriceModifier(percent(value))).toBeNull();
    }
  });
  it('handles huge amounts', () => {
    expect(formatPriceModifier(flat(1_000_000))).toBe('+$1,000,000');
  });
});

describe('priceModifierAmount', () => {
  it('adds flat dollars or a percent of the base price', () => {
    expect(priceModifierAmount(40, flat(5))).toBe(5);
    expect(priceModifierAmount(45, percent(10))).toBe(4.5);
    expect(priceModifierAmount(33.33, percent(10))).toBe(3.33);
  });
  it('adds nothing for non-positive or broken input', () => {
    expect(priceModifierAmount(40, flat(-5))).toBe(0);
    expect(priceModifierAmount(Number.NaN, percent(10))).toBe(0);
  });
});
