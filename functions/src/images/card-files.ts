// The stored card copies of one version of an upload (domain card-images.ts names them by the
// upload and its generation). Deleted with the original, whether staff deleted it, a newer upload
// replaced it, or checkUploadedImage refused it.
import { cardImagePaths } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { storage } from '../shared/admin.ts';

export const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

/** Deletes the copies of `name` at `generation`; copies already gone are fine. Answers how many went. */
export async function deleteCardCopies(bucket: string, name: string, generation: string): Promise<number> {
  let deleted = 0;
  for (const path of cardImagePaths(name, generation)) {
    try {
      await storage.bucket(bucket).file(path).delete();
      deleted += 1;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  if (deleted > 0) logger.info(`Deleted ${deleted} card copies of ${bucket}/${name}#${generation}`);
  return deleted;
}

/** Whether the upload is still there at that generation (not deleted, not replaced). */
export async function isCurrentVersion(bucket: string, name: string, generation: string): Promise<boolean> {
  try {
    const [metadata] = await storage.bucket(bucket).file(name).getMetadata();
    return String(metadata.generation) === generation;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
