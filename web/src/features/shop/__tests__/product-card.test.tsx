import { describe, expect, it } from 'vitest';
import { product } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { isOutOfStock, productPrice } from '../utils/product-display.ts';

describe('product prices', () => {
  it('strikes through a higher compare-at price only', () => {
    expect(productPrice({ price: 12.5, compare_at_price: 16 })).toEqual({
      price: '$12.50',
      compareAt: '$16',
    });
    expect(productPrice({ price: 12, compare_at_price: 12 }).compareAt).toBeNull();
    expect(productPrice({ price: 12, compare_at_price: null }).compareAt).toBeNull();
  });

  it('is out of stock at zero', () => {
    expect(isOutOfStock({ stock_quantity: 0 })).toBe(true);
    expect(isOutOfStock({ stock_quantity: 1 })).toBe(false);
  });
});

describe('a product card', () => {
  it('shows the category, name, description, price, struck compare-at and Featured', () => {
    const html = renderMarkup(<ProductCard product={product()} />);
    expect(textOf(html)).toContain('Featured Nail Care Cuticle Oil Nourishing almond oil. $12.50 Was $16');
    expect(html).toMatch(/<s>.*\$16<\/s>/);
    expect(textOf(html)).not.toContain('Out of stock');
  });

  it('marks a product out of stock and shows its image', () => {
    const html = renderMarkup(
      <ProductCard
        product={product({ stock_quantity: 0, featured: false, image_url: 'https://img.test/a.jpg' })}
      />,
    );
    expect(textOf(html)).toContain('Out of stock');
    expect(textOf(html)).not.toContain('Featured');
    expect(html).toContain('src="https://img.test/a.jpg" alt="Cuticle Oil"');
  });
});
