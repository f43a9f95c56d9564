/**
 * Card-sized copies of the public images (product photos, blog featured images). A full upload can
 * be several megabytes; a card shows it at most about 400 CSS pixels wide. The function
 * makeCardImages writes a WebP copy per width next to each upload, in a `cards/` folder nobody
 * else may write (storage.rules), and the cards offer them through srcset, the original as the
 * fallback while the copies are not there yet.
 *
 *   product-images/1700000000000-ab12cd-nails.jpg
 *   → product-images/cards/1700000000000-ab12cd-nails_400w.webp (and _800w)
 */

/** Widths written: one card at 1× and at 2× (phones, high-density screens). */
export const cardImageWidths = [400, 800] as const;
export type CardImageWidth = (typeof cardImageWidths)[number];

/** The folders whose uploads get card copies (the public folders of storage.rules). */
export const cardImageFolders = ['product-images', 'blog-images'] as const;

const CARDS = 'cards';
const uploadName = /^(product-images|blog-images)\/([^/]+)$/;

/** True for an upload the function should copy: a file directly in a public image folder. */
export function isCardImageSource(objectName: string): boolean {
  return uploadName.test(objectName);
}

/** The object name of an upload's copy at `width`, or null when the upload gets no copies. */
export function cardImagePath(objectName: string, width: CardImageWidth): string | null {
  const match = uploadName.exec(objectName);
  if (!match) return null;
  const [, folder, file = ''] = match;
  const stem = file.replace(/\.[^.]*$/, '') || file;
  return `${folder}/${CARDS}/${stem}_${width}w.webp`;
}

/** A card copy's URL with the width it is, for srcset. */
export interface CardImageSource {
  url: string;
  width: CardImageWidth;
}

/**
 * The card copies of an image, from its download URL (Cloud Storage for Firebase's
 * `…/v0/b/{bucket}/o/{name}?alt=media&token=…`, the emulator's too). Copies are public reads, so
 * their URLs carry no token. Null for any other URL (an image address typed by hand).
 */
export function cardImageSources(downloadUrl: string): CardImageSource[] | null {
  let url: URL;
  try {
    url = new URL(downloadUrl);
  } catch {
    return null;
  }
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
  if (!match || url.searchParams.get('alt') !== 'media') return null;
  const [, bucket = '', encodedName = ''] = match;
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return null;
  }
  const sources: CardImageSource[] = [];
  for (const width of cardImageWidths) {
    const path = cardImagePath(name, width);
    if (!path) return null;
    sources.push({
      url: `${url.origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`,
      width,
    });
  }
  return sources;
}
