/**
 * Card-sized copies of the public images (product photos, blog featured images). A full upload can
 * be several megabytes; a card shows it at most about 400 CSS pixels wide. The function
 * makeCardImages writes a WebP copy per width next to each upload, in a `cards/` folder nobody
 * else may write (storage.rules), and the cards offer them through srcset, the original as the
 * fallback while the copies are not there yet.
 *
 * A copy is named by the upload and its generation (the number Cloud Storage gives each version of
 * an object), so an upload that replaces another under the same name never shows the old copies,
 * and deleting one version's copies never touches another's:
 *
 *   product-images/1700000000000-ab12cd-nails.jpg, generation 1700000000123456
 *   → product-images/cards/1700000000000-ab12cd-nails_1700000000123456_400w.webp (and _800w)
 *
 * The web app learns the generation when it uploads and keeps it in the stored download URL's
 * fragment (`#generation=…`, withImageGeneration): a fragment is never sent to Storage, so the
 * URL still downloads the original, and the card reads its copies' names from it.
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

/** A Cloud Storage generation: a positive int64, written in decimal. */
const generationPattern = /^[1-9]\d{0,19}$/;

/**
 * The object name of the copy at `width` of one version (generation) of an upload, or null when
 * the upload gets no copies or the generation is not one.
 */
export function cardImagePath(objectName: string, generation: string, width: CardImageWidth): string | null {
  const match = uploadName.exec(objectName);
  if (!match || !generationPattern.test(generation)) return null;
  const [, folder, file = ''] = match;
  const stem = file.replace(/\.[^.]*$/, '') || file;
  return `${folder}/${CARDS}/${stem}_${generation}_${width}w.webp`;
}

/** Every copy's name of one version of an upload (to delete them with it); empty when none. */
export function cardImagePaths(objectName: string, generation: string): string[] {
  return cardImageWidths
    .map((width) => cardImagePath(objectName, generation, width))
    .filter((path): path is string => path !== null);
}

/** An upload's download URL with its generation in the fragment (see above). */
export function withImageGeneration(downloadUrl: string, generation: string): string {
  if (!generationPattern.test(generation)) return downloadUrl;
  return `${downloadUrl.replace(/#.*$/, '')}#generation=${generation}`;
}

/** The generation a download URL's fragment names, or null. */
function generationOf(url: URL): string | null {
  const found = /^#generation=(\d+)$/.exec(url.hash)?.[1] ?? null;
  return found && generationPattern.test(found) ? found : null;
}

/** A card copy's URL with the width it is, for srcset. */
export interface CardImageSource {
  url: string;
  width: CardImageWidth;
}

/**
 * The card copies of an image, from its download URL (Cloud Storage for Firebase's
 * `…/v0/b/{bucket}/o/{name}?alt=media&token=…#generation=…`, the emulator's too). Copies are
 * public reads, so their URLs carry no token. Null for any other URL (an image address typed by
 * hand, or one stored without its generation, before copies were named by it).
 */
export function cardImageSources(downloadUrl: string): CardImageSource[] | null {
  let url: URL;
  try {
    url = new URL(downloadUrl);
  } catch {
    return null;
  }
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
  const generation = generationOf(url);
  if (!match || url.searchParams.get('alt') !== 'media' || !generation) return null;
  const [, bucket = '', encodedName = ''] = match;
  let name: string;
  try {
    name = decodeURIComponent(encodedName);
  } catch {
    return null;
  }
  const sources: CardImageSource[] = [];
  for (const width of cardImageWidths) {
    const path = cardImagePath(name, generation, width);
    if (!path) return null;
    sources.push({
      url: `${url.origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`,
      width,
    });
  }
  return sources;
}
