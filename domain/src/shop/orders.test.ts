import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import { openOrdersRefusal, orderStatusRefusal, placeOrderRequestSchema, priceOrder } from './orders.ts';

const settings = { ...defaultSettings(), ecommerce_shipping_fee: 7.5 };

describe('priceOrder', () => {
  it('adds the lines in whole cents, without tax or shipping by default', () => {
    const price = priceOrder(
      [
        { unitPrice: 12.5, quantity: 2 },
        { unitPrice: 0.1, quantity: 3 },
      ],
      'pickup',
      settings,
    );
    expect(price).toEqual({
      subtotalCents: 2530,
      taxRatePercent: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 2530,
    });
  });

  it('taxes the subtotal at the studio rate unless the mode is none, rounding to the cent', () => {
    const taxed = { ...settings, ecommerce_tax_mode: 'flat' as const, ecommerce_tax_rate: 8.25 };
    expect(priceOrder([{ unitPrice: 19.99, quantity: 1 }], 'pickup', taxed)).toMatchObject({
      taxRatePercent: 8.25,
      taxCents: 165,
      totalCents: 2164,
    });
    const none = { ...taxed, ecommerce_tax_mode: 'none' as const };
    expect(priceOrder([{ unitPrice: 19.99, quantity: 1 }], 'pickup', none).taxCents).toBe(0);
  });

  it('charges the shipping fee only when shipping is on and she chose it', () => {
    const on = { ...settings, ecommerce_shipping_enabled: true };
    expect(priceOrder([{ unitPrice: 10, quantity: 1 }], 'shipping', on).shippingCents).toBe(750);
    expect(priceOrder([{ unitPrice: 10, quantity: 1 }], 'pickup', on).shippingCents).toBe(0);
    expect(priceOrder([{ unitPrice: 10, quantity: 1 }], 'shipping', settings).shippingCents).toBe(0);
  });
});

describe('placeOrderRequestSchema', () => {
  it('takes a cart and defaults to pickup', () => {
    expect(placeOrderRequestSchema.parse({ lines: [{ productId: 'p1', quantity: 2 }] })).toEqual({
      lines: [{ productId: 'p1', quantity: 2 }],
      fulfilment: 'pickup',
      shippingAddress: null,
    });
  });

  it('refuses an empty cart, a decimal or zero quantity, a product twice, shipping without an address', () => {
    const message = (data: unknown) => placeOrderRequestSchema.safeParse(data).error?.issues[0]?.message;
    expect(message({ lines: [] })).toBe('Your cart is empty');
    expect(message({ lines: [{ productId: 'p1', quantity: 1.5 }] })).toBe('Enter a whole number of items');
    expect(message({ lines: [{ productId: 'p1', quantity: 0 }] })).toBe('Order at least one of each item');
    expect(
      message({
        lines: [
          { productId: 'p1', quantity: 1 },
          { productId: 'p1', quantity: 1 },
        ],
      }),
    ).toBe('Each product once per order');
    expect(message({ lines: [{ productId: 'p1', quantity: 1 }], fulfilment: 'shipping' })).toBe(
      'Enter the shipping address',
    );
  });
});

describe('orderStatusRefusal', () => {
  it('lets staff move an order forward or cancel it before pickup, never back', () => {
    expect(orderStatusRefusal('reserved', 'ready_for_pickup')).toBeNull();
    expect(orderStatusRefusal('ready_for_pickup', 'picked_up')).toBeNull();
    expect(orderStatusRefusal('ready_for_pickup', 'cancelled')).toBeNull();
    expect(orderStatusRefusal('picked_up', 'cancelled')).toBe('This order is already picked up.');
    expect(orderStatusRefusal('cancelled', 'reserved')).toBe('This order is already cancelled.');
    expect(orderStatusRefusal('reserved', 'picked_up')).toBe(
      'An order that is reserved cannot become picked up.',
    );
  });
});

describe('openOrdersRefusal', () => {
  it('lets a client hold up to the cap of open orders, then says why not', () => {
    expect(openOrdersRefusal(2, 3)).toBeNull();
    expect(openOrdersRefusal(3, 3)).toBe(
      'You already have 3 open orders; the studio holds at most 3 per client. Pick one up or cancel one first.',
    );
    expect(openOrdersRefusal(1, 1)).toMatch(/^You already have 1 open order;/);
  });
});
