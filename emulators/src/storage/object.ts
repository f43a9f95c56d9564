// A stored object's metadata as the engine keeps it; the adapters shape it into the Firebase and
// Cloud Storage JSON resources.

import { createHash, randomUUID } from 'node:crypto';
import type { RulesStorageObject } from '../rules/api.ts';
import { crc32cBase64 } from './crc32c.ts';
import { StorageFailure } from './errors.ts';
import { CONTROL } from './names.ts';

export interface ObjectMetadata {
  bucket: string;
  name: string;
  /** Microseconds since the epoch at the write, as a decimal string (Cloud Storage's form). */
  generation: string;
  metageneration: number;
  size: number;
  /** Base64 MD5 of the bytes. */
  md5Hash: string;
  /** Base64 big-endian CRC-32C of the bytes. */
  crc32c: string;
  contentType: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customMetadata: Record<string, string>;
  /** Firebase download tokens; stored in Cloud Storage as metadata.firebaseStorageDownloadTokens. */
  downloadTokens: string[];
  timeCreated: string;
  updated: string;
}

/** What a client may set on upload or update: the writable fields of both APIs. */
export interface MetadataPatch {
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  /** Custom metadata; a null value removes that key, a null map removes them all. */
  metadata?: Record<string, string | null> | null;
  /** Checksums the client claims for the bytes; a mismatch refuses the upload. */
  md5Hash?: string;
  crc32c?: string;
}

export const TOKENS_KEY = 'firebaseStorageDownloadTokens';
const STRING_FIELDS = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;

let lastGeneration = 0;

/** Strictly increasing, so two writes in the same millisecond still get distinct generations. */
export function nextGeneration(): string {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return String(lastGeneration);
}

/** Reads a client's JSON into a patch, refusing wrong types instead of storing them. */
export function parsePatch(body: unknown): MetadataPatch {
  if (body === null || body === undefined) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw StorageFailure.invalid('Metadata must be a JSON object.');
  const input = body as Record<string, unknown>;
  const patch: MetadataPatch = {};
  for (const field of STRING_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string')
      throw StorageFailure.invalid(`${field} must be a string.`);
    patch[field] = value;
  }
  for (const field of ['md5Hash', 'crc32c'] as const) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw StorageFailure.invalid(`${field} must be a string.`);
    patch[field] = value;
  }
  const custom = input.metadata;
  if (custom === null) patch.metadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom))
      throw StorageFailure.invalid('metadata must be an object of strings.');
    const map: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
      // Cloud Storage keeps custom metadata as strings; other JSON values arrive stringified.
      map[key] = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
    }
    patch.metadata = map;
  }
  return patch;
}

/** Refuses values that are sent back as response headers (Content-Type, Content-Disposition…)
 * but could not be: stored, they would fail every later download. */
export function checkHeaderFields(patch: MetadataPatch): void {
  for (const field of STRING_FIELDS) {
    const value = patch[field];
    if (typeof value === 'string' && CONTROL.test(value))
      throw StorageFailure.invalid(`${field} must not contain control characters.`);
  }
}

/** Applies a patch; download tokens given as custom metadata join the object's token list. */
export function applyPatch(target: ObjectMetadata, patch: MetadataPatch): void {
  for (const field of STRING_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null || value === '') {
      if (field === 'contentType') target.contentType = 'application/octet-stream';
      else delete target[field];
    } else target[field] = value;
  }
  if (patch.metadata === null) target.customMetadata = {};
  else if (patch.metadata) {
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (key === TOKENS_KEY) {
        target.downloadTokens = value ? [...new Set(value.split(',').filter((t) => t !== ''))] : [];
      } else if (value === null) delete target.customMetadata[key];
      else target.customMetadata[key] = value;
    }
  }
}

export interface Digest {
  size: number;
  md5Hash: string;
  crc32c: number;
}

/** Checksums a client declares besides the metadata (the JSON API's `x-goog-hash` header). */
export interface DeclaredHashes {
  md5?: string;
  crc32c?: string;
}

/** Refuses bytes whose checksums differ from what the client declared. */
export function checkDeclaredHashes(patch: MetadataPatch, digest: Digest, hashes: DeclaredHashes = {}): void {
  const declared = { md5: patch.md5Hash, crc32c: patch.crc32c, ...hashes };
  const actualCrc = crc32cBase64(digest.crc32c);
  if (declared.md5 !== undefined && declared.md5 !== digest.md5Hash)
    throw StorageFailure.invalid(
      `Provided MD5 hash "${declared.md5}" doesn't match calculated MD5 hash "${digest.md5Hash}".`,
    );
  if (declared.crc32c !== undefined && declared.crc32c !== actualCrc)
    throw StorageFailure.invalid(
      `Provided CRC32C "${declared.crc32c}" doesn't match calculated CRC32C "${actualCrc}".`,
    );
}

export function newObject(
  bucket: string,
  name: string,
  patch: MetadataPatch,
  digest: Digest,
  now: Date,
): ObjectMetadata {
  const object: ObjectMetadata = {
    bucket,
    name,
    generation: nextGeneration(),
    metageneration: 1,
    size: digest.size,
    md5Hash: digest.md5Hash,
    crc32c: crc32cBase64(digest.crc32c),
    contentType: 'application/octet-stream',
    customMetadata: {},
    downloadTokens: [],
    timeCreated: now.toISOString(),
    updated: now.toISOString(),
  };
  applyPatch(object, patch);
  return object;
}

export function mintToken(): string {
  return randomUUID();
}

export function etagOf(object: ObjectMetadata): string {
  return createHash('sha1')
    .update(`${object.generation}/${object.metageneration}`)
    .digest('base64')
    .slice(0, -1);
}

/** The rules' `resource` / `request.resource`. */
export function rulesObject(object: ObjectMetadata): RulesStorageObject {
  const result: RulesStorageObject = {
    name: object.name,
    bucket: object.bucket,
    size: object.size,
    contentType: object.contentType,
    metadata: { ...object.customMetadata },
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    generation: object.generation,
    metageneration: String(object.metageneration),
    timeCreated: new Date(object.timeCreated),
    updated: new Date(object.updated),
  };
  for (const field of ['contentDisposition', 'contentEncoding', 'contentLanguage', 'cacheControl'] as const) {
    const value = object[field];
    if (value !== undefined) result[field] = value;
  }
  return result;
}

export function cloneObject(object: ObjectMetadata): ObjectMetadata {
  return {
    ...object,
    customMetadata: { ...object.customMetadata },
    downloadTokens: [...object.downloadTokens],
  };
}
