// What checkUploadedImage decides for one finalized object: storage.rules already allow only the
// image content types in the image folders, but the rules see the declared type, never the bytes.
import { clientPhotosBucketFolder, imageTypeOf, isImageContentType } from '@studio/domain';

/** The folders storage.rules open for images (client photos, product and blog images). */
export const imageFolders = [`${clientPhotosBucketFolder}/`, 'product-images/', 'blog-images/'] as const;

export function isImageObject(name: string): boolean {
  return imageFolders.some((folder) => name.startsWith(folder));
}

/**
 * Why an image object must go (its first bytes are not the image its content type names, or the
 * type is none we take), or null when it may stay.
 */
export function imageObjectProblem(contentType: string | undefined, head: Uint8Array): string | null {
  const declared = contentType ?? '';
  if (!isImageContentType(declared))
    return `content type ${JSON.stringify(declared)} is not an image we take`;
  const found = imageTypeOf(head);
  if (found === declared) return null;
  return found
    ? `declared ${declared} but the bytes are ${found}`
    : `declared ${declared} but the bytes are no image we take`;
}
