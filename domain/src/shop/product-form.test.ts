import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../forms/plain-errors.ts';
import { productSchema } from '../schemas/shop.ts';
import {
  emptyProductForm,
  type ProductFormValues,
  productFormSchema,
  productToForm,
} from './product-form.ts';

const read = (values: Partial<ProductFormValues>) =>
  productFormSchema.safeParse({ ...emptyProductForm(), name: 'Cuticle Oil', price: '12.5', ...values });

const problemsOf = (values: Partial<ProductFormValues>) => {
  const parsed = read(values);
  return parsed.success ? {} : fieldProblems(parsed.error.issues);
};

describe('product form', () => {
  it('defaults a new product to nail_care, active, not featured', () => {
    expect(emptyProductForm()).toMatchObject({ category: 'nail_care', is_active: true, featured: false });
  });

  it('reads the typed values as a product the products schema accepts', () => {
    const parsed = read({
      name: '  Cuticle Oil  ',
      description: '  ',
      category: 'not-a-category',
      compare_at_price: '',
      stock_quantity: ' 4 ',
      display_order: '2',
      image_url: ' https://example.com/oil.png ',
    });
    expect(parsed.data).toEqual({
      name: 'Cuticle Oil',
      description: null,
      category: 'nail_care',
      price: 12.5,
      compare_at_price: null,
      stock_quantity: 4,
      image_url: 'https://example.com/oil.png',
      featured: false,
      is_active: true,
      display_order: 2,
    });
    expect(productSchema.safeParse(parsed.data).success).toBe(true);
  });

  it('refuses a negative, zero, empty or non-numeric price in plain words', () => {
    expect(problemsOf({ price: '-3' })).toEqual({ price: 'Enter more than 0' });
    expect(problemsOf({ price: '0' })).toEqual({ price: 'Enter more than 0' });
    expect(problemsOf({ price: '' })).toEqual({ price: 'Required' });
    expect(problemsOf({ price: 'free' })).toEqual({ price: 'Enter a number' });
    expect(problemsOf({ price: '24.999' })).toEqual({
      price: 'Enter an amount in dollars and cents, such as 12.50',
    });
  });

  it('refuses decimals in whole-number fields instead of truncating them', () => {
    expect(problemsOf({ stock_quantity: '2.5' })).toEqual({ stock_quantity: 'Enter a whole number' });
    expect(problemsOf({ stock_quantity: '-1' })).toEqual({
      stock_quantity: 'Enter a number from 0 to 1000000',
    });
    expect(problemsOf({ display_order: '12abc' })).toEqual({ display_order: 'Enter a whole number' });
  });

  it('accepts only https: image addresses', () => {
    expect(problemsOf({ image_url: 'javascript:alert(1)' })).toEqual({
      image_url: 'Use an image address starting with https://',
    });
    expect(problemsOf({ image_url: 'data:image/png;base64,AAAA' }).image_url).toBeDefined();
    expect(problemsOf({ image_url: 'http://127.0.0.1:9199/v0/b/demo/o/a.png' })).toEqual({});
  });

  it('requires a name', () => {
    expect(problemsOf({ name: '   ' })).toEqual({ name: 'Enter the product’s name' });
  });

  it('round-trips an existing product through the form', () => {
    const product = read({
      category: 'gift_sets',
      price: '45',
      compare_at_price: '60',
      stock_quantity: '3',
    }).data;
    expect(product).toBeDefined();
    if (product) expect(productFormSchema.parse(productToForm(product))).toEqual(product);
  });
});
