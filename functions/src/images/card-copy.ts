// One card copy of an image: turned upright by its EXIF orientation, scaled down to `width` (never
// up), the first frame of an animation, WebP. sharp (libvips, native) is loaded on first use, so
// the other functions, deployed in the same bundle, do not load it when they start.
import { imageDimensionsProblem, maxImagePixels } from '@studio/domain';

const loadSharp = async () => (await import('sharp')).default;

/**
 * Why an image must not be decoded, from its header alone (sharp's metadata reads the declared
 * width and height without decoding a pixel), or null: bytes that are no image sharp reads, or a
 * canvas past domain's maxImagePixels. A decompression bomb is refused here in milliseconds.
 */
export async function imageHeaderProblem(image: Buffer): Promise<string | null> {
  const sharp = await loadSharp();
  let facts: { width?: number; height?: number };
  try {
    facts = await sharp(image, { limitInputPixels: false }).metadata();
  } catch (error) {
    return `the bytes are no readable image (${String(error).slice(0, 200)})`;
  }
  return imageDimensionsProblem(facts.width, facts.height);
}

export async function cardCopy(image: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // limitInputPixels holds the same line while decoding, should a header have told less.
  return sharp(image, { failOn: 'error', limitInputPixels: maxImagePixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
