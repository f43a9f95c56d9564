import { describe, expect, it } from 'vitest';
import { cardImagePath, cardImageSources, isCardImageSource } from './card-images.ts';

const emulatorUrl = (name: string) =>
  `http://127.0.0.1:9199/v0/b/demo-studio.appspot.com/o/${encodeURIComponent(name)}?alt=media&token=abc`;

describe('card images', () => {
  it('copies uploads directly in the public folders, never the copies or client photos', () => {
    expect(isCardImageSource('product-images/1-ab-nails.jpg')).toBe(true);
    expect(isCardImageSource('blog-images/cover.png')).toBe(true);
    expect(isCardImageSource('product-images/cards/1-ab-nails_400w.webp')).toBe(false);
    expect(isCardImageSource('client-photos/uid/1.jpg')).toBe(false);
    expect(isCardImageSource('product-images/')).toBe(false);
  });

  it('names each copy after its upload, in cards/, as WebP', () => {
    expect(cardImagePath('product-images/1-ab-nails.jpg', 400)).toBe(
      'product-images/cards/1-ab-nails_400w.webp',
    );
    expect(cardImagePath('blog-images/a.b.png', 800)).toBe('blog-images/cards/a.b_800w.webp');
    expect(cardImagePath('blog-images/no-extension', 400)).toBe('blog-images/cards/no-extension_400w.webp');
    expect(cardImagePath('client-photos/uid/1.jpg', 400)).toBeNull();
  });

  it('turns a download URL into token-free URLs of the copies, on the same host and bucket', () => {
    expect(cardImageSources(emulatorUrl('product-images/1-ab-nails.jpg'))).toEqual([
      {
        url: 'http://127.0.0.1:9199/v0/b/demo-studio.appspot.com/o/product-images%2Fcards%2F1-ab-nails_400w.webp?alt=media',
        width: 400,
      },
      {
        url: 'http://127.0.0.1:9199/v0/b/demo-studio.appspot.com/o/product-images%2Fcards%2F1-ab-nails_800w.webp?alt=media',
        width: 800,
      },
    ]);
    const production =
      'https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/blog-images%2Fcover.png?alt=media&token=t';
    expect(cardImageSources(production)?.[0]?.url).toBe(
      'https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/blog-images%2Fcards%2Fcover_400w.webp?alt=media',
    );
  });

  it('offers no copies for other addresses', () => {
    for (const url of [
      'https://example.com/nails.jpg',
      emulatorUrl('client-photos/uid/1.jpg'),
      emulatorUrl('product-images/cards/x_400w.webp'),
      'http://127.0.0.1:9199/v0/b/bucket/o/product-images%2Fx.jpg',
      'http://127.0.0.1:9199/v0/b/bucket/o/%E0%A4%A?alt=media',
      'not a url',
      '',
    ])
      expect(cardImageSources(url), url).toBeNull();
  });
});
