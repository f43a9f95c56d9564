import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardImage } from '../card-image.tsx';

const uploaded =
  'https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/product-images%2F1-ab-oil.jpg?alt=media&token=t#generation=1700000000123456';

describe('a card image', () => {
  it('offers the card copies of an uploaded image by width, the original as src', () => {
    const html = renderToStaticMarkup(
      <CardImage src={uploaded} alt="Cuticle oil" width={400} height={300} />,
    );
    expect(html).toContain(`src="${uploaded.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(
      'srcSet="https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/product-images%2Fcards%2F1-ab-oil_1700000000123456_400w.webp?alt=media 400w, https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/product-images%2Fcards%2F1-ab-oil_1700000000123456_800w.webp?alt=media 800w"',
    );
    expect(html).toContain('sizes="(max-width: 560px) 100vw, 400px"');
    expect(html).toMatch(/width="400" height="300" loading="lazy" decoding="async"/);
  });

  it('shows an upload stored without its generation as it is (its copies have no name to find)', () => {
    const html = renderToStaticMarkup(
      <CardImage src={uploaded.replace(/#.*$/, '')} alt="" width={400} height={300} />,
    );
    expect(html).not.toContain('srcSet');
  });

  it('shows any other address as it is', () => {
    const html = renderToStaticMarkup(
      <CardImage src="https://example.com/oil.jpg" alt="" width={640} height={360} />,
    );
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
    expect(html).toContain('src="https://example.com/oil.jpg"');
  });
});
