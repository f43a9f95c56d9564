import { loadStorage } from '../app/firebase.ts';
import { imageFileProblem, imageObjectName } from './image-file.ts';

/** The public image folders of storage.rules; client photos have their own path and rules. */
export type PublicImageFolder = 'product-images' | 'blog-images';

/** Uploads an image to a public folder and answers its download URL. */
export async function uploadPublicImage(folder: PublicImageFolder, file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const [storage, { getDownloadURL, ref, uploadBytes }] = await Promise.all([
    loadStorage(),
    import('firebase/storage'),
  ]);
  const name = imageObjectName(file.name, Date.now(), Math.random().toString(36).slice(2, 8));
  const object = ref(storage, `${folder}/${name}`);
  await uploadBytes(object, file, { contentType: file.type });
  return getDownloadURL(object);
}
