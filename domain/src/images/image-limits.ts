/**
 * How big an image the studio's functions open. A picture file declares its size in its header:
 * a 1 KiB AVIF or a 170 KiB GIF can claim a canvas of billions of pixels, and decoding it takes
 * gigabytes. The functions read the header first (the declared width and height, no decoding)
 * and refuse anything past these limits; sharp's limitInputPixels holds the same line while
 * decoding. A file larger than storage.rules lets a browser upload is refused unread.
 */

/** storage.rules' upload limit (isImageUpload): 10 MiB. */
export const maxImageBytes = 10 * 1024 * 1024;

/** 50 megapixels: above a 48 MP phone photo (8064 × 6048), far below a decompression bomb. */
export const maxImagePixels = 50_000_000;

/** Why a stored file is too large to open, or null. */
export function imageBytesProblem(size: number): string | null {
  return size > maxImageBytes
    ? `the file is ${size} bytes, more than the ${maxImageBytes} an image may have`
    : null;
}

/** Why an image's declared dimensions are refused (too many pixels, or none), or null. */
export function imageDimensionsProblem(width: number | undefined, height: number | undefined): string | null {
  if (!width || !height || width < 1 || height < 1) return 'the image declares no width and height';
  if (width * height > maxImagePixels)
    return `the image declares ${width} × ${height} pixels, more than the ${maxImagePixels} we open`;
  return null;
}
