// Every object finalized in an image folder: its first bytes must be the image its content type
// names (domain's imageTypeOf), else it is deleted, so HTML or script labelled image/png never
// stays downloadable from the studio's bucket. Cost: one ranged read of 64 bytes per upload, and
// a delete for a mismatch. Retried: the check is idempotent (an object gone meanwhile is left
// alone, the delete names the generation checked), and a transient read error must not leave an
// unchecked file in a public folder.
import { imageSniffBytes } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { storage } from '../shared/admin.ts';
import { imageObjectProblem, isImageObject } from './uploaded-image.ts';

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 404;
}

export const checkUploadedImage = onObjectFinalized({ retry: true }, async (event) => {
  const { name, bucket, contentType, generation } = event.data;
  if (!isImageObject(name)) return;
  const file = storage.bucket(bucket).file(name);
  let head: Buffer;
  try {
    [head] = await file.download({ start: 0, end: imageSniffBytes - 1 });
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const problem = imageObjectProblem(contentType, new Uint8Array(head));
  if (!problem) return;
  logger.warn(`Deleted ${bucket}/${name}: ${problem}`);
  try {
    // Only the version checked: a newer upload under the same name gets its own check.
    await file.delete({ ifGenerationMatch: generation });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
});
