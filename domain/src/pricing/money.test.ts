import { describe, expect, it } from 'vitest';
import { formatBookingPrice } from './money.ts';

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
