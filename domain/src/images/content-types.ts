/**
 * The images the studio stores (product, blog and client photos): storage.rules allows these
 * content types only, and the checkUploadedImage function deletes an object whose first bytes
 * are not the image its content type names. No SVG: an SVG is a document that can run script.
 */
export const imageContentTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type ImageContentType = (typeof imageContentTypes)[number];

export function isImageContentType(type: string): type is ImageContentType {
  return (imageContentTypes as readonly string[]).includes(type);
}

/** The `accept` attribute of an image file input. */
export const imageAccept = imageContentTypes.join(',');

/** How many leading bytes imageTypeOf needs at most (an AVIF ftyp box with its brands). */
export const imageSniffBytes = 64;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/** An ISO-BMFF file (AVIF) names its brands in its first box, 'ftyp'. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The image type the file's first bytes show, or null when they are no image we take. */
export function imageTypeOf(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
