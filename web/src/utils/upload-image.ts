import { loadStorage } from '../app/firebase.ts';

/** The public image folders of storage.rules; client photos have their own path and rules. */
export type PublicImageFolder = 'product-images' | 'blog-images';

/** storage.rules accept images (image/*) of at most 10 MiB. */
export const maxImageBytes = 10 * 1024 * 1024;

/** Why a file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!/^image\/[A-Za-z0-9.+-]+$/.test(file.type)) return 'Choose an image file (JPEG, PNG, WebP, GIF…).';
  if (file.size > maxImageBytes) return 'The image is larger than 10 MB.';
  return null;
}

/** A unique object name that keeps the file's extension: {timestamp}-{random}.{ext}. */
export function imageObjectName(fileName: string, now: number, random: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'img';
  return `${now}-${random}.${ext}`;
}

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
