import { imageAccept } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { WithFirebase } from '../../../testing/firebase-providers.tsx';
import { product } from '../../../testing/fixtures.ts';
import { renderMarkup } from '../../../testing/render-markup.tsx';
import { ProductDialog } from '../components/product-dialog.tsx';

const render = (p: Parameters<typeof ProductDialog>[0]['product']) =>
  renderMarkup(
    <WithFirebase>
      <ProductDialog open product={p} onClose={() => {}} />
    </WithFirebase>,
  );

describe('the product dialog', () => {
  // The defaults (nail_care, active, not featured, stock and order 0) are the form's state, set
  // once it mounts: the screen test in app/routes/dashboard/__screens__/schema-forms.test.tsx
  // saves a product with them.
  it('is titled Create New Product, takes amounts in cents and images only', () => {
    const html = render(null);
    expect(html).toContain('Create New Product');
    expect(html).toMatch(/<option value="nail_care">Nail Care<\/option>/);
    expect(html).toMatch(/type="checkbox" name="is_active"\/>Active/);
    expect(html).toMatch(/min="0" step="0.01"/);
    // Images only, the types storage.rules accept (no SVG).
    expect(html).toContain(`accept="${imageAccept}"`);
    expect(imageAccept).not.toContain('svg');
    expect(html).toContain('Create Product');
  });

  it('is titled Edit Product with the button Update Product', () => {
    // Values are filled by an effect once open, so server markup shows the title and buttons.
    const html = render(product());
    expect(html).toContain('Edit Product');
    expect(html).toContain('Update Product');
  });
});
