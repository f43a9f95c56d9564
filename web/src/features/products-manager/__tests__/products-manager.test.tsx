import { emptyProductForm } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { ProductAdminCard } from '../components/product-admin-card.tsx';
import { checkProductForm } from '../utils/product-form-check.ts';

const noop = () => {};

describe('checkProductForm', () => {
  it('saves a new product active, not featured, in nail_care, with the typed numbers', () => {
    const check = checkProductForm({
      ...emptyProductForm(),
      name: ' Cuticle Oil ',
      price: '12.50',
      compare_at_price: '',
      stock_quantity: '4',
      display_order: '3',
    });
    expect(check).toEqual({
      ok: true,
      product: {
        name: 'Cuticle Oil',
        description: null,
        category: 'nail_care',
        price: 12.5,
        compare_at_price: null,
        stock_quantity: 4,
        image_url: null,
        featured: false,
        is_active: true,
        display_order: 3,
      },
    });
  });

  it('names each field’s problem in plain words', () => {
    const check = checkProductForm({
      ...emptyProductForm(),
      name: '  ',
      price: '-3',
      stock_quantity: '2.5',
      image_url: 'javascript:alert(1)',
    });
    expect(check).toEqual({
      ok: false,
      problems: {
        name: 'Enter the product’s name',
        price: 'Enter more than 0',
        stock_quantity: 'Enter a whole number',
        image_url: 'Use an image address starting with https://',
      },
    });
  });

  it('refuses an empty price and a name longer than the rules allow', () => {
    expect(checkProductForm({ ...emptyProductForm(), name: 'Oil' })).toEqual({
      ok: false,
      problems: { price: 'Required' },
    });
    expect(checkProductForm({ ...emptyProductForm(), name: 'x'.repeat(201), price: '5' }).ok).toBe(false);
  });
});

describe('a product in the manager', () => {
  it('shows badges, prices, stock and the actions', () => {
    const html = renderMarkup(
      <ProductAdminCard product={product()} canEdit onEdit={noop} onToggleActive={noop} onDelete={noop} />,
    );
    expect(textOf(html)).toContain(
      'Nail Care Featured Active Cuticle Oil Nourishing almond oil. $12.50 Was $16 Stock: 8 Edit Deactivate Delete',
    );
  });

  it('offers Activate for an inactive product and strikes any compare-at price', () => {
    const html = renderMarkup(
      <ProductAdminCard
        product={product({ is_active: false, featured: false, compare_at_price: 10 })}
        canEdit={false}
        onEdit={noop}
        onToggleActive={noop}
        onDelete={noop}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Inactive');
    expect(text).not.toContain('Featured');
    expect(text).toContain('Activate');
    expect(html).toMatch(/<s>.*\$10<\/s>/);
    expect(html).toMatch(/disabled=""[^>]*>Edit/);
  });
});
