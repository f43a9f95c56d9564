import { clientPhotosBucketFolder } from '../firestore/collections.ts';
import { isImageContentType } from '../images/content-types.ts';

/** Photo upload accepts the studio's image types only (spec §5; storage.rules, no SVG). */
export function isImageFile(file: { type: string }): boolean {
  return isImageContentType(file.type);
}

/** The file's extension, lowercased, without the dot; 'jpg' when it has none we can trust. */
export function fileExtension(fileName: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? 'jpg';
}

/** Storage path of an uploaded photo: client-photos/{clientId}/{timestamp}.{ext} (spec §7). */
export function clientPhotoStoragePath(clientId: string, fileName: string, now: Date): string {
  if (clientId.length === 0 || clientId.includes('/')) throw new Error(`Invalid client id: "${clientId}"`);
  return `${clientPhotosBucketFolder}/${clientId}/${now.getTime()}.${fileExtension(fileName)}`;
}
