// Decompression bombs: tiny files whose headers declare an enormous canvas. Each starts as a real
// 64 × 64 image made with sharp; only the declared size is changed, as an attacker would.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const small = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#d946ef' } });

/**
 * A GIF whose logical screen and first frame are 65535 × 65535 (little-endian 16-bit fields): a
 * 4.3-gigapixel canvas in a hundred bytes.
 */
export async function gifBomb(): Promise<Buffer> {
  const gif = Buffer.from(await small().gif().toBuffer());
  gif.writeUInt16LE(0xffff, 6);
  gif.writeUInt16LE(0xffff, 8);
  // The frame's image descriptor: 0x2C, left and top (0, 0), then width and height (64, 64).
  const frame = gif.indexOf(Buffer.from([0x2c, 0, 0, 0, 0, 64, 0, 64, 0]));
  if (frame < 0) throw new Error('no image descriptor in the GIF');
  gif.writeUInt16LE(0xffff, frame + 5);
  gif.writeUInt16LE(0xffff, frame + 7);
  return gif;
}

/** An AVIF whose image spatial extents box ('ispe') says 60000 × 60000. */
export async function avifBomb(): Promise<Buffer> {
  const avif = Buffer.from(await small().avif({ quality: 30 }).toBuffer());
  const ispe = avif.indexOf('ispe');
  if (ispe < 0) throw new Error('no ispe box in the AVIF');
  // 'ispe', then version and flags (4 bytes), then width and height (big-endian 32-bit).
  avif.writeUInt32BE(60_000, ispe + 8);
  avif.writeUInt32BE(60_000, ispe + 12);
  return avif;
}

/** A PNG whose header (IHDR, its CRC put right) says 100000 × 100000. */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await small().png().toBuffer());
  // Signature (8), length (4), 'IHDR' (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const imageBombs = { gif: gifBomb, avif: avifBomb, png: pngBomb } as const;
