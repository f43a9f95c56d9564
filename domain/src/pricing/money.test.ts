import { describe, expect, it } from 'vitest';
import { formatBookingPrice, formatMoney } from './money.ts';

describe('formatBookingPrice', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatBookingPrice(45)).toBe('$45.00');
    expect(formatBookingPrice(12.5)).toBe('$12.50');
  });
  it('rounds to cents', () => {
    expect(formatBookingPrice(19.999)).toBe('$20.00');
  });
  it('keeps the sign in front of the dollar sign', () => {
    expect(formatBookingPrice(-5)).toBe('-$5.00');
  });
  it('never prints NaN or Infinity', () => {
    expect(formatBookingPrice(Number.NaN)).toBe('$0.00');
    expect(formatBookingPrice(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('formatMoney', () => {
  it('drops the cents of whole dollars and keeps two decimals otherwise', () => {
    expect(formatMoney(45)).toBe('$45');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(0.999)).toBe('$1');
    expect(formatMoney(0)).toBe('$0');
  });
  it('separates thousands, even for huge amounts', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1e12)).toBe('$1,000,000,000,000');
  });
  it('shows negatives and never prints NaN, Infinity or -$0', () => {
    expect(formatMoney(-5)).toBe('-$5');
    expect(formatMoney(-0.001)).toBe('$0');
    expect(formatMoney(Number.NaN)).toBe('$0');
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('$0');
  });
});
