// Fields of a Storage request that both APIs read the same way.

import type { IncomingMessage } from 'node:http';
import { StorageFailure } from '../../storage/errors.ts';
import type { DeclaredHashes, MetadataPatch } from '../../storage/object.ts';

/** The media's own Content-Type stands in when the metadata names none. */
export function withContentType(patch: MetadataPatch, fallback: string | undefined): MetadataPatch {
  if (patch.contentType || !fallback || /^multipart\//i.test(fallback)) return patch;
  return { ...patch, contentType: fallback };
}

/** The object name from upload metadata, for uploads that do not put it in `?name=`. */
export function nameFromMetadata(metadata: unknown): string {
  const name = (metadata as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || name === '')
    throw StorageFailure.invalid('The upload needs an object name.');
  return name.startsWith('/') ? name.slice(1) : name;
}

/** A byte count from a header; anything but a plain non-negative integer is refused. */
export function parseSize(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value))
    throw StorageFailure.invalid(`Invalid size "${text}".`);
  return value;
}

/** `maxResults` of a list request; larger values are capped by the engine. */
export function parseMaxResults(text: string | null): number | undefined {
  if (text === null || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw StorageFailure.invalid('maxResults must be a positive integer.');
  return value;
}

/** This emulator's origin as the client reached it, for the upload URLs it hands out. */
export function originOf(req: IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}

/** One header's value (the first, if repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `x-goog-hash: crc32c=…,md5=…`: the checksums a JSON API client declares for its bytes. */
export function parseHashHeader(header: string | undefined): DeclaredHashes {
  const result: DeclaredHashes = {};
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (key === 'md5') result.md5 = value;
    if (key === 'crc32c') result.crc32c = value;
  }
  return result;
}
