import { emptyProductForm } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { ProductAdminCard } from '../components/product-admin-card.tsx';
import { checkProductForm } from '../utils/product-form-check.ts';

const noop = () => {};

describe('checkProductForm', () => {
  it('saves a new product active, not featured, in nail_care, with numbers coerced', () => {
    const check = checkProductForm({
      ...emptyProductForm(),
      name: ' Cuticle Oil ',
      price: '12.499',
      compare_at_price: '',
      stock_quantity: 'lots',
      display_order: '3.7',
    });
    expect(check).toEqual({
      ok: true,
      product: {
        name: 'Cuticle Oil',
        description: null,
        category: 'nail_care',
        price: 12.5,
        compare_at_price: null,
        stock_quantity: 0,
        image_url: null,
        featured: false,
        is_active: true,
        display_order: 3,
      },
    });
  });

  it('names each failed rule on its own line', () => {
    const check = checkProductForm({
      ...emptyProductForm(),
      name: '  ',
      price: '250000',
      stock_quantity: '2000000',
    });
    expect(check).toEqual({
      ok: false,
      problems: ['Name: Required', 'Price: At most $100000', 'Stock quantity: At most 1000000'],
    });
  });

  it('refuses a name longer than the rules allow', () => {
    const check = checkProductForm({ ...emptyProductForm(), name: 'x'.repeat(201) });
    expect(check.ok).toBe(false);
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
