// A client's cart (reserve for pickup). Kept in this browser's localStorage under her uid, not in
// Firestore: a cart holds no stock (placeOrder checks and takes it in one transaction when she
// orders), nobody else reads it, and each click would otherwise be a write, a rule and a document
// to clean up. The price of that: a cart does not follow her to another device.
import { maxOrderQuantity } from '@studio/domain';
import { useSyncExternalStore } from 'react';

/** product id → quantity. */
export type Cart = Readonly<Record<string, number>>;

const empty: Cart = {};
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; cart: Cart }>();

const storageKey = (uid: string) => `studio.cart.${uid}`;

function readRaw(uid: string): string | null {
  try {
    return localStorage.getItem(storageKey(uid));
  } catch {
    return null;
  }
}

/** The stored cart; anything odd in storage counts as an empty cart rather than an error. */
function parse(raw: string | null): Cart {
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return empty;
    return Object.fromEntries(
      Object.entries(value).filter(
        ([, q]) => Number.isInteger(q) && (q as number) > 0 && (q as number) <= maxOrderQuantity,
      ),
    ) as Cart;
  } catch {
    return empty;
  }
}

export function readCart(uid: string): Cart {
  const raw = readRaw(uid);
  const cached = cache.get(uid);
  if (cached && cached.raw === raw) return cached.cart;
  const cart = parse(raw);
  cache.set(uid, { raw, cart });
  return cart;
}

function write(uid: string, cart: Cart) {
  try {
    if (Object.keys(cart).length === 0) localStorage.removeItem(storageKey(uid));
    else localStorage.setItem(storageKey(uid), JSON.stringify(cart));
  } catch {
    // Storage full or refused: the cart stays as it was.
  }
  for (const listener of listeners) listener();
}

/** Sets a product's quantity (0 removes it), within 0 … maxOrderQuantity. */
export function setCartQuantity(uid: string, productId: string, quantity: number) {
  const { [productId]: _, ...rest } = readCart(uid);
  const q = Math.min(maxOrderQuantity, Math.max(0, Math.trunc(quantity)));
  write(uid, q > 0 ? { ...rest, [productId]: q } : rest);
}

export function addToCart(uid: string, productId: string) {
  setCartQuantity(uid, productId, (readCart(uid)[productId] ?? 0) + 1);
}

export function clearCart(uid: string) {
  write(uid, empty);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of hers changing the cart.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useCart(uid: string): Cart {
  return useSyncExternalStore(
    subscribe,
    () => readCart(uid),
    () => empty,
  );
}
