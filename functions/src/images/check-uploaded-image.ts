// Every object finalized in an image folder must be an image we can safely open, else it is
// deleted, with any card copies of it: its first bytes must be the image its content type names
// (domain's imageTypeOf), so HTML or script labelled image/png never stays downloadable from the
// studio's bucket; it must be no larger than storage.rules allows (domain's maxImageBytes, for
// files written past the rules); and its header must declare a canvas within domain's
// maxImagePixels (a decompression bomb), read without decoding. Cost: one download of at most
// 10 MiB per upload, and deletes for a refusal. Retried: the check is idempotent (an object gone
// meanwhile is left alone, the delete names the generation checked), and a transient read error
// must not leave an unchecked file in a public folder.
import { imageBytesProblem } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../shared/admin.ts';
import { imageHeaderProblem } from './card-copy.ts';
import { deleteCardCopies, isNotFound } from './card-files.ts';
import { imageObjectProblem, isImageObject } from './uploaded-image.ts';

/** Why the object must go, or null; reads it only when its size allows. */
async function problemOf(bucket: string, name: string, contentType: string | undefined, size: number) {
  const tooLarge = imageBytesProblem(size);
  if (tooLarge) return tooLarge;
  const [bytes] = await storage.bucket(bucket).file(name).download();
  return imageObjectProblem(contentType, new Uint8Array(bytes)) ?? (await imageHeaderProblem(bytes));
}

export const checkUploadedImage = onObjectFinalized({ retry: true }, async (event) => {
  const { name, bucket, contentType, size } = event.data;
  const generation = String(event.data.generation);
  if (!isImageObject(name)) return;
  let problem: string | null;
  try {
    problem = await problemOf(bucket, name, contentType, Number(size));
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  if (!problem) return;
  logger.warn(`Deleted ${bucket}/${name}: ${problem}`);
  try {
    // Only the version checked: a newer upload under the same name gets its own check.
    await storage.bucket(bucket).file(name).delete({ ifGenerationMatch: generation });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  // makeCardImages refuses the same files, but a copy written before this check is gone too.
  await deleteCardCopies(bucket, name, generation);
});
