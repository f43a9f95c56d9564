import { describe, expect, it } from 'vitest';
import { cartItemCount } from '../cart-link.tsx';

describe("the header's cart count", () => {
  it('counts every item, a product bought twice twice', () => {
    expect(cartItemCount({})).toBe(0);
    expect(cartItemCount({ oil: 2, file: 1 })).toBe(3);
  });
});
