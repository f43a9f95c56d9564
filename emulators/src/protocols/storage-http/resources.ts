// The two JSON shapes of an object: the Firebase Storage API's (web SDK) and the Cloud Storage
// JSON API's (`storage#object`, admin SDKs, and the payload of storage trigger events).

import { etagOf, type ObjectMetadata, TOKENS_KEY } from '../../storage/object.ts';

export function firebaseResource(object: ObjectMetadata): Record<string, unknown> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    downloadTokens: object.downloadTokens.join(','),
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition: object.contentDisposition ?? 'inline',
    ...(object.contentLanguage !== undefined ? { contentLanguage: object.contentLanguage } : {}),
    ...(object.cacheControl !== undefined ? { cacheControl: object.cacheControl } : {}),
    metadata: { ...object.customMetadata },
  };
}

/** `baseUrl` is the emulator's own origin, for selfLink and mediaLink. */
export function gcsResource(object: ObjectMetadata, baseUrl: string): Record<string, unknown> {
  const encoded = encodeURIComponent(object.name);
  const metadata: Record<string, string> = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) metadata[TOKENS_KEY] = object.downloadTokens.join(',');
  const resource: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${object.bucket}/o/${encoded}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${object.bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
  };
  for (const field of ['contentDisposition', 'contentEncoding', 'contentLanguage', 'cacheControl'] as const) {
    const value = object[field];
    if (value !== undefined) resource[field] = value;
  }
  if (Object.keys(metadata).length > 0) resource.metadata = metadata;
  return resource;
}

export function gcsBucketResource(bucket: string, baseUrl: string): Record<string, unknown> {
  const epoch = new Date(0).toISOString();
  return {
    kind: 'storage#bucket',
    id: bucket,
    name: bucket,
    selfLink: `${baseUrl}/storage/v1/b/${bucket}`,
    projectNumber: '000000000000',
    metageneration: '1',
    location: 'US',
    locationType: 'multi-region',
    storageClass: 'STANDARD',
    etag: 'CAE=',
    timeCreated: epoch,
    updated: epoch,
  };
}
