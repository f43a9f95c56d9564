// A product photo or blog image uploaded: write its card-sized WebP copies next to it (domain
// card-images.ts names them by the upload and its generation), so a shop or blog card downloads
// tens of kilobytes, not the original's megabytes. The copies land in cards/, which no upload can
// reach, so writing them fires this function again only to be ignored. Running twice rewrites the
// same copies, so a transient failure is retried.
// Bounded: a file past domain's maxImageBytes is not downloaded, and one whose header declares
// more than maxImagePixels (a decompression bomb), is no image or not the type it says is never
// decoded (checkUploadedImage deletes those). If the upload was deleted or replaced while the
// copies were made, the copies just written are deleted again.
import {
  cardImagePath,
  cardImageWidths,
  imageBytesProblem,
  isCardImageSource,
  isImageContentType,
} from '@studio/domain';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../shared/admin.ts';
import { cardCopy, imageHeaderProblem } from './card-copy.ts';
import { deleteCardCopies, isCurrentVersion, isNotFound } from './card-files.ts';
import { imageObjectProblem } from './uploaded-image.ts';

async function download(bucket: string, name: string): Promise<Buffer | null> {
  try {
    const [bytes] = await storage.bucket(bucket).file(name).download();
    return bytes;
  } catch (error) {
    if (isNotFound(error)) return null; // deleted since: nothing to copy
    throw error;
  }
}

export const makeCardImages = onObjectFinalized({ memory: '512MiB', retry: true }, async (event) => {
  const { name, bucket, contentType, size } = event.data;
  const generation = String(event.data.generation);
  if (!isCardImageSource(name) || !contentType || !isImageContentType(contentType)) return;
  const tooLarge = imageBytesProblem(Number(size));
  if (tooLarge) {
    logger.warn(`${name}: no card copies, ${tooLarge}.`);
    return;
  }
  const original = await download(bucket, name);
  if (!original) return;
  const problem =
    imageObjectProblem(contentType, new Uint8Array(original)) ?? (await imageHeaderProblem(original));
  if (problem) {
    logger.warn(`${name}: no card copies, ${problem}.`);
    return;
  }
  const files = storage.bucket(bucket);
  for (const width of cardImageWidths) {
    const path = cardImagePath(name, generation, width);
    if (!path) return;
    let copy: Buffer;
    try {
      copy = await cardCopy(original, width);
    } catch (error) {
      logger.warn(`${name} could not be read as an image; no card copies.`, { error: String(error) });
      await deleteCardCopies(bucket, name, generation);
      return;
    }
    await files.file(path).save(copy, {
      contentType: 'image/webp',
      resumable: false,
      // The name changes with every upload, so a copy never changes: browsers may keep it.
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
  }
  if (!(await isCurrentVersion(bucket, name, generation))) await deleteCardCopies(bucket, name, generation);
});
