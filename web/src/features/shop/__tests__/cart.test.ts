import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart, readCart, setCartQuantity } from '../api/cart.ts';

// The web tests run in Node: a Map stands in for the browser's localStorage.
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('a client’s cart in this browser', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('is kept per client: adding for one leaves the other’s cart alone', () => {
    addToCart('ana', 'oil');
    addToCart('ana', 'oil');
    addToCart('bea', 'file');
    expect(readCart('ana')).toEqual({ oil: 2 });
    expect(readCart('bea')).toEqual({ file: 1 });
    clearCart('ana');
    expect(readCart('ana')).toEqual({});
    expect(readCart('bea')).toEqual({ file: 1 });
  });

  it('keeps quantities whole, from 1 to 20; 0 removes the product', () => {
    setCartQuantity('ana', 'oil', 2.7);
    expect(readCart('ana')).toEqual({ oil: 2 });
    setCartQuantity('ana', 'oil', 500);
    expect(readCart('ana')).toEqual({ oil: 20 });
    setCartQuantity('ana', 'oil', 0);
    expect(readCart('ana')).toEqual({});
  });

  it('reads anything odd in storage as an empty cart, or drops the odd lines', () => {
    localStorage.setItem('studio.cart.ana', '{not json');
    expect(readCart('ana')).toEqual({});
    localStorage.setItem('studio.cart.ana', JSON.stringify({ oil: 1, file: -2, top: 1.5, coat: 'x' }));
    expect(readCart('ana')).toEqual({ oil: 1 });
  });
});
