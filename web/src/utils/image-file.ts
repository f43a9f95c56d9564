/** Checks and names for image uploads; pure, so tests need no Firebase. */
import { isImageContentType } from '@studio/domain';

/** storage.rules accept PNG, JPEG, WebP, GIF and AVIF images of at most 10 MiB. */
export const maxImageBytes = 10 * 1024 * 1024;

/** Why a file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!isImageContentType(file.type)) return 'Choose a PNG, JPEG, WebP, GIF or AVIF image.';
  if (file.size > maxImageBytes) return 'The image is larger than 10 MB.';
  return null;
}

/** A unique object name that keeps the file's extension: {timestamp}-{random}.{ext}. */
export function imageObjectName(fileName: string, now: number, random: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'img';
  return `${now}-${random}.${ext}`;
}

/**
 * Why an upload failed, in words for the form: our own check's sentence as it is, Storage's
 * refusal (storage.rules: type or size) and a lost connection named, never an SDK code.
 */
export function uploadRefusal(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'storage/unauthorized')
    return 'The studio refused this file: upload a PNG, JPEG, WebP, GIF or AVIF image of at most 10 MB.';
  if (code === 'storage/retry-limit-exceeded' || code === 'storage/unknown')
    return 'The upload did not get through. Check the connection and try again.';
  if (code === 'storage/canceled') return 'The upload was cancelled.';
  if (typeof code === 'string') return 'The image could not be uploaded. Try again.';
  return error instanceof Error && error.message
    ? error.message
    : 'The image could not be uploaded. Try again.';
}
