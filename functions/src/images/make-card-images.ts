// A product photo or blog image uploaded: write its card-sized WebP copies next to it (domain
// card-images.ts names them), so a shop or blog card downloads tens of kilobytes, not the
// original's megabytes. The copies land in cards/, which no upload can reach, so writing them
// fires this function again only to be ignored. Running twice rewrites the same copies, so a
// transient failure is retried; an upload that is gone or is no image is logged and left.
import { cardImagePath, cardImageWidths, isCardImageSource, isImageContentType } from '@studio/domain';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../shared/admin.ts';
import { cardCopy } from './card-copy.ts';

export const makeCardImages = onObjectFinalized({ memory: '512MiB', retry: true }, async (event) => {
  const { name, bucket, contentType } = event.data;
  if (!isCardImageSource(name) || !contentType || !isImageContentType(contentType)) return;
  const files = storage.bucket(bucket);
  const [exists] = await files.file(name).exists();
  if (!exists) return; // deleted since: nothing to copy
  const [original] = await files.file(name).download();
  for (const width of cardImageWidths) {
    const path = cardImagePath(name, width);
    if (!path) return;
    let copy: Buffer;
    try {
      copy = await cardCopy(original, width);
    } catch (error) {
      // Not an image after all (checkUploadedImage removes such files): nothing to copy.
      logger.warn(`${name} could not be read as an image; no card copies.`, { error: String(error) });
      return;
    }
    await files.file(path).save(copy, {
      contentType: 'image/webp',
      resumable: false,
      // The name changes with every upload, so a copy never changes: browsers may keep it.
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
  }
});
