// One card copy of an image: turned upright by its EXIF orientation, scaled down to `width` (never
// up), the first frame of an animation, WebP. sharp (libvips, native) is loaded on first use, so
// the other functions, deployed in the same bundle, do not load it when they start.
export async function cardCopy(image: Buffer, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(image, { failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
