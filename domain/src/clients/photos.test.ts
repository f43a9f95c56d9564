import { describe, expect, it } from 'vitest';
import { clientPhotoStoragePath, fileExtension, isImageFile } from './photos.ts';

describe('client photos', () => {
  it('accepts images only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
  it('takes a safe lowercase extension', () => {
    expect(fileExtension('Nails.PNG')).toBe('png');
    expect(fileExtension('photo')).toBe('jpg');
    expect(fileExtension('weird.name.héic')).toBe('jpg');
    expect(fileExtension('../../etc/passwd')).toBe('jpg');
  });
  it('builds client-photos/{clientId}/{timestamp}.{ext}', () => {
    expect(clientPhotoStoragePath('c1', 'a.webp', new Date(1_700_000_000_000))).toBe(
      'client-photos/c1/1700000000000.webp',
    );
    expect(() => clientPhotoStoragePath('', 'a.png', new Date())).toThrow();
    expect(() => clientPhotoStoragePath('a/b', 'a.png', new Date())).toThrow();
  });
});
