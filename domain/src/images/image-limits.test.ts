import { describe, expect, it } from 'vitest';
import { imageBytesProblem, imageDimensionsProblem, maxImageBytes, maxImagePixels } from './image-limits.ts';

describe('image limits', () => {
  it('opens a phone photo, refuses a declared canvas past the pixel limit or without one', () => {
    expect(imageDimensionsProblem(8064, 6048)).toBeNull();
    expect(imageDimensionsProblem(65535, 65535)).toMatch(/65535 × 65535 pixels, more than/);
    expect(imageDimensionsProblem(maxImagePixels + 1, 1)).not.toBeNull();
    expect(imageDimensionsProblem(undefined, 10)).toMatch(/no width and height/);
    expect(imageDimensionsProblem(0, 0)).not.toBeNull();
  });

  it('refuses a file larger than storage.rules lets a browser upload', () => {
    expect(imageBytesProblem(maxImageBytes)).toBeNull();
    expect(imageBytesProblem(maxImageBytes + 1)).toMatch(/more than/);
  });
});
