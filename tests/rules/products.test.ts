import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { product, setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('products');
describeMatrix(table.products, driver);

const update = (data: Data) =>
  tryAs(driver(), 'owner', { op: 'update', path: 'products/oil', data }, table.products.seed);
const shopOff = {
  'products/oil': product(),
  'settings_public/products_section_enabled': setting(
    'products_section_enabled',
    false,
    'features',
    'staff-olga',
  ),
};

describe('products: the shop toggle and hostile writes', () => {
  it('hides products from visitors and clients while the shop is off, not from staff', async () => {
    const get = { op: 'get', path: 'products/oil' } as const;
    expect(await tryAs(driver(), 'visitor', get, shopOff)).toBe(false);
    expect(await tryAs(driver(), 'client', get, shopOff)).toBe(false);
    expect(await tryAs(driver(), 'assistant', get, shopOff)).toBe(true);
  });

  it('hides an inactive product from visitors', async () => {
    const get = { op: 'get', path: 'products/oil' } as const;
    expect(
      await tryAs(driver(), 'visitor', get, { 'products/oil': { ...product(), is_active: false } }),
    ).toBe(false);
  });

  it('allows a null compare-at price and a decimal price', async () => {
    expect(await update({ compare_at_price: 15.99, price: 12.49 })).toBe(true);
    expect(await update({ compare_at_price: null })).toBe(true);
  });

  it('denies a bad category, wrong types and out-of-range numbers', async () => {
    expect(await update({ category: 'food' })).toBe(false);
    expect(await update({ compare_at_price: '15' })).toBe(false);
    expect(await update({ stock_quantity: -1 })).toBe(false);
    expect(await update({ stock_quantity: 2.5 })).toBe(false);
    expect(await update({ price: -0.01 })).toBe(false);
    expect(await update({ featured: 'yes' })).toBe(false);
  });

  it('denies an extra key', async () => {
    expect(await update({ cost_price: 3 })).toBe(false);
  });
});
