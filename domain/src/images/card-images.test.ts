import { describe, expect, it } from 'vitest';
import {
  cardImagePath,
  cardImagePaths,
  cardImageSources,
  isCardImageSource,
  withImageGeneration,
} from './card-images.ts';

const generation = '1700000000123456';
const emulatorUrl = (name: string, hash = `#generation=${generation}`) =>
  `http://127.0.0.1:9199/v0/b/demo-studio.appspot.com/o/${encodeURIComponent(name)}?alt=media&token=abc${hash}`;

describe('card images', () => {
  it('copies uploads directly in the public folders, never the copies or client photos', () => {
    expect(isCardImageSource('product-images/1-ab-nails.jpg')).toBe(true);
    expect(isCardImageSource('blog-images/cover.png')).toBe(true);
    expect(isCardImageSource('product-images/cards/1-ab-nails_1_400w.webp')).toBe(false);
    expect(isCardImageSource('client-photos/uid/1.jpg')).toBe(false);
    expect(isCardImageSource('product-images/')).toBe(false);
  });

  it('names each copy after its upload and generation, in cards/, as WebP', () => {
    expect(cardImagePath('product-images/1-ab-nails.jpg', generation, 400)).toBe(
      `product-images/cards/1-ab-nails_${generation}_400w.webp`,
    );
    expect(cardImagePath('blog-images/a.b.png', '7', 800)).toBe('blog-images/cards/a.b_7_800w.webp');
    expect(cardImagePath('blog-images/no-extension', '7', 400)).toBe(
      'blog-images/cards/no-extension_7_400w.webp',
    );
    expect(cardImagePath('client-photos/uid/1.jpg', '7', 400)).toBeNull();
    expect(cardImagePaths('blog-images/a.png', '7')).toEqual([
      'blog-images/cards/a_7_400w.webp',
      'blog-images/cards/a_7_800w.webp',
    ]);
  });

  it('gives two versions of one name different copies, and none for a bad generation', () => {
    expect(cardImagePath('blog-images/a.png', '7', 400)).not.toBe(
      cardImagePath('blog-images/a.png', '8', 400),
    );
    for (const bad of ['', '0', '-1', '1e5', '../x', '1'.repeat(21)])
      expect(cardImagePath('blog-images/a.png', bad, 400), bad).toBeNull();
    expect(cardImagePaths('blog-images/a.png', '')).toEqual([]);
  });

  it('keeps the generation in the download URL’s fragment, replacing any earlier one', () => {
    const url = 'http://127.0.0.1:9199/v0/b/b/o/blog-images%2Fa.png?alt=media&token=t';
    expect(withImageGeneration(url, '42')).toBe(`${url}#generation=42`);
    expect(withImageGeneration(`${url}#generation=41`, '42')).toBe(`${url}#generation=42`);
    expect(withImageGeneration(url, 'x')).toBe(url);
  });

  it('turns a download URL into token-free URLs of the copies, on the same host and bucket', () => {
    expect(cardImageSources(emulatorUrl('product-images/1-ab-nails.jpg'))).toEqual([
      {
        url: `http://127.0.0.1:9199/v0/b/demo-studio.appspot.com/o/product-images%2Fcards%2F1-ab-nails_${generation}_400w.webp?alt=media`,
        width: 400,
      },
      {
        url: `http://127.0.0.1:9199/v0/b/demo-studio.appspot.com/o/product-images%2Fcards%2F1-ab-nails_${generation}_800w.webp?alt=media`,
        width: 800,
      },
    ]);
    const production =
      'https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/blog-images%2Fcover.png?alt=media&token=t#generation=9';
    expect(cardImageSources(production)?.[0]?.url).toBe(
      'https://firebasestorage.googleapis.com/v0/b/studio.firebasestorage.app/o/blog-images%2Fcards%2Fcover_9_400w.webp?alt=media',
    );
  });

  it('offers no copies for other addresses, or one without its generation', () => {
    for (const url of [
      'https://example.com/nails.jpg',
      emulatorUrl('product-images/1-ab-nails.jpg', ''),
      emulatorUrl('product-images/1-ab-nails.jpg', '#generation=abc'),
      emulatorUrl('client-photos/uid/1.jpg'),
      emulatorUrl('product-images/cards/x_1_400w.webp'),
      'http://127.0.0.1:9199/v0/b/bucket/o/product-images%2Fx.jpg#generation=1',
      'http://127.0.0.1:9199/v0/b/bucket/o/%E0%A4%A?alt=media#generation=1',
      'not a url',
      '',
    ])
      expect(cardImageSources(url), url).toBeNull();
  });
});
