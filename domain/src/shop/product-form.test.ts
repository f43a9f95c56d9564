import { describe, expect, it } from 'vitest';
import { productSchema } from '../schemas/shop.ts';
import {
  coerceCompareAtPrice,
  coerceCount,
  coercePrice,
  coerceProductForm,
  emptyProductForm,
  productToForm,
} from './product-form.ts';

describe('product form coercion', () => {
  it('defaults a new product to nail_care, active, not featured', () => {
    const form = emptyProductForm();
    expect(form).toMatchObject({ category: 'nail_care', is_active: true, featured: false });
  });

  it('turns integers fields into whole numbers ≥ 0, non-numeric into 0', () => {
    expect(coerceCount('12')).toBe(12);
    expect(coerceCount('3.9')).toBe(3);
    expect(coerceCount('-4')).toBe(0);
    expect(coerceCount('abc')).toBe(0);
    expect(coerceCount('')).toBe(0);
    expect(coerceCount('  ')).toBe(0);
    expect(coerceCount(Number.NaN)).toBe(0);
    expect(coerceCount('1e400')).toBe(0);
    expect(coerceCount('12abc')).toBe(0);
    expect(coerceCount('٣')).toBe(0);
    expect(coerceCount('9007199254740993')).toBe(9007199254740992);
  });

  it('keeps prices to the cent, ≥ 0, non-numeric as 0', () => {
    expect(coercePrice('24.999')).toBe(25);
    expect(coercePrice(' 19.5 ')).toBe(19.5);
    expect(coercePrice('-1')).toBe(0);
    expect(coercePrice('free')).toBe(0);
    expect(coercePrice('')).toBe(0);
    expect(coercePrice(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('turns an empty compare-at price into null', () => {
    expect(coerceCompareAtPrice('')).toBeNull();
    expect(coerceCompareAtPrice('   ')).toBeNull();
    expect(coerceCompareAtPrice(null)).toBeNull();
    expect(coerceCompareAtPrice('x')).toBeNull();
    expect(coerceCompareAtPrice('30')).toBe(30);
    expect(coerceCompareAtPrice('0')).toBe(0);
  });

  it('builds a product that passes the products schema', () => {
    const product = coerceProductForm({
      ...emptyProductForm(),
      name: '  Cuticle Oil  ',
      category: 'not-a-category',
      price: '12.5',
      compare_at_price: '',
      stock_quantity: 'lots',
      display_order: '2',
    });
    expect(product).toEqual({
      name: 'Cuticle Oil',
      description: null,
      category: 'nail_care',
      price: 12.5,
      compare_at_price: null,
      stock_quantity: 0,
      image_url: null,
      featured: false,
      is_active: true,
      display_order: 2,
    });
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('round-trips an existing product through the form', () => {
    const product = coerceProductForm({
      ...emptyProductForm(),
      name: 'Gift Set',
      category: 'gift_sets',
      price: '45',
      compare_at_price: '60',
      stock_quantity: '3',
      featured: true,
    });
    expect(coerceProductForm(productToForm(product))).toEqual(product);
  });
});
