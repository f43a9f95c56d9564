import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { ProductAdminCard } from '../components/product-admin-card.tsx';

const noop = () => {};

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
