import { withImageGeneration } from '@studio/domain';
import type { FirebaseStorage } from 'firebase/storage';
import { imageFileProblem, imageObjectName } from './image-file.ts';

/** The public image folders of storage.rules; client photos have their own path and rules. */
export type PublicImageFolder = 'product-images' | 'blog-images';

/**
 * Uploads an image to a public folder and answers its download URL, with the upload's generation
 * in its fragment: the card copies makeCardImages writes are named by it (domain card-images.ts),
 * and a fragment never reaches Storage, so the URL still downloads the original. The caller hands over how to
 * reach Storage (the app's connected instance, loaded on demand), so shared code stays free of the
 * app; it is asked for only once the file has passed the checks.
 */
export async function uploadPublicImage(
  loadStorage: () => Promise<FirebaseStorage>,
  folder: PublicImageFolder,
  file: File,
): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const [storage, { getDownloadURL, ref, uploadBytes }] = await Promise.all([
    loadStorage(),
    import('firebase/storage'),
  ]);
  const name = imageObjectName(file.name, Date.now(), Math.random().toString(36).slice(2, 8));
  const object = ref(storage, `${folder}/${name}`);
  const { metadata } = await uploadBytes(object, file, { contentType: file.type });
  return withImageGeneration(await getDownloadURL(object), metadata.generation);
}
