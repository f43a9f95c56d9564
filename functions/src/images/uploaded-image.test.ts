import { describe, expect, it } from 'vitest';
import { imageObjectProblem, isImageObject } from './uploaded-image.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);

describe('which uploaded objects checkUploadedImage keeps', () => {
  it('checks the image folders only', () => {
    expect(isImageObject('product-images/1700000000000.png')).toBe(true);
    expect(isImageObject('blog-images/cover.webp')).toBe(true);
    expect(isImageObject('client-photos/ana/1700000000000.jpg')).toBe(true);
    expect(isImageObject('exports/studio.zip')).toBe(false);
  });

  it('keeps an image whose bytes are the type it declares', () => {
    expect(imageObjectProblem('image/png', png)).toBeNull();
    expect(imageObjectProblem('image/jpeg', jpeg)).toBeNull();
    expect(imageObjectProblem('image/gif', text('GIF89a....'))).toBeNull();
  });

  it('deletes HTML labelled image/png, another image type than declared, and empty files', () => {
    expect(imageObjectProblem('image/png', text('<html><script>alert(1)</script>'))).toMatch(
      /declared image\/png but the bytes are no image/,
    );
    expect(imageObjectProblem('image/png', jpeg)).toBe('declared image/png but the bytes are image/jpeg');
    expect(imageObjectProblem('image/webp', new Uint8Array())).toMatch(/no image/);
  });

  it('deletes a type the studio does not take (SVG) or none', () => {
    expect(imageObjectProblem('image/svg+xml', text('<svg/>'))).toMatch(/not an image we take/);
    expect(imageObjectProblem(undefined, png)).toMatch(/not an image we take/);
  });
});
