import { describe, expect, it } from 'vitest';
import { imageTypeOf, isImageContentType } from './content-types.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('image content types', () => {
  it('takes PNG, JPEG, WebP, GIF and AVIF, never SVG or HTML', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])
      expect(isImageContentType(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'text/html', 'image/x-icon', 'image/*', ''])
      expect(isImageContentType(type), type).toBe(false);
  });

  it('reads the type from the first bytes', () => {
    expect(imageTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(bytes(u32(28), 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('image/avif');
    expect(imageTypeOf(bytes(u32(24), 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('image/avif');
  });

  it('knows no type for HTML, SVG, an MP4 or too few bytes', () => {
    expect(imageTypeOf(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(bytes(u32(24), 'ftypisom', [0, 0, 0, 0], 'isommp41'))).toBeNull();
    expect(imageTypeOf(bytes([0x89, 0x50]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
