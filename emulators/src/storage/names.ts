// Object names as Cloud Storage accepts them: 1–1,024 bytes of UTF-8, no control characters,
// and no `.` or `..` path segment (a Firebase path never resolves those, so they are refused).

import { StorageFailure } from './errors.ts';

const MAX_NAME_BYTES = 1024;
// C0 and C1 control characters, which Cloud Storage refuses in object names and no HTTP header
// may carry (content type, disposition…).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is refused
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function checkObjectName(name: string): void {
  if (name.length === 0) throw StorageFailure.invalid('Object name must not be empty.');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES)
    throw StorageFailure.invalid(`Object name is longer than ${MAX_NAME_BYTES} bytes.`);
  if (CONTROL.test(name)) throw StorageFailure.invalid('Object name must not contain control characters.');
  // A lone surrogate has no UTF-8 form: it would not survive the round trip.
  if (Buffer.from(name, 'utf8').toString('utf8') !== name)
    throw StorageFailure.invalid('Object name is not valid UTF-8.');
  for (const segment of name.split('/')) {
    if (segment === '.' || segment === '..')
      throw StorageFailure.invalid(`Object name must not contain a "${segment}" segment.`);
  }
}

/** Bucket names: 3–222 characters of lowercase letters, digits, `-`, `_` and `.`. */
export function isValidBucketName(bucket: string): boolean {
  return /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(bucket);
}

export function checkBucketName(bucket: string): void {
  if (!isValidBucketName(bucket))
    throw StorageFailure.invalid(
      'Bucket names are 3 to 222 lowercase letters, digits, "-", "_" and ".", starting and ending with a letter or digit.',
    );
}
