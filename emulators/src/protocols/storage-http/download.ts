// Sends an object's bytes, whole or one byte range, with the headers both SDKs read: x-goog-hash
// (with x-goog-stored-content-encoding, @google-cloud/storage validates its download against it),
// generation, ETag, Content-Disposition.

import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { StorageFailure } from '../../storage/errors.ts';
import { etagOf, type ObjectMetadata } from '../../storage/object.ts';

export interface ByteRange {
  start: number;
  end: number;
}

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null for none or one we cannot satisfy
 * as a single range (then the whole object is sent, as HTTP allows). 'unsatisfiable' → 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export async function sendObjectBytes(
  req: IncomingMessage,
  res: ServerResponse,
  object: ObjectMetadata,
  blobPath: string,
): Promise<void> {
  // Opened before answering: a concurrent overwrite may unlink the blob, but not an open file.
  const handle = await open(blobPath, 'r').catch(() => null);
  if (!handle) throw StorageFailure.notFound(object.bucket, object.name);
  const fileName = object.name.split('/').pop() ?? object.name;
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Accept-Ranges': 'bytes',
    'Content-Disposition': /filename/i.test(object.contentDisposition ?? '')
      ? (object.contentDisposition as string)
      : `${object.contentDisposition ?? 'inline'}; filename*=utf-8''${encodeURIComponent(fileName)}`,
    ETag: `"${etagOf(object)}"`,
    'Last-Modified': new Date(object.updated).toUTCString(),
    'X-Goog-Generation': object.generation,
    'X-Goog-Metageneration': String(object.metageneration),
    'X-Goog-Storage-Class': 'STANDARD',
    'X-Goog-Hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'X-Goog-Stored-Content-Length': String(object.size),
    'X-Goog-Stored-Content-Encoding': object.contentEncoding ?? 'identity',
  };
  if (object.contentEncoding) headers['Content-Encoding'] = object.contentEncoding;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
  const range = parseRange(req.headers.range, object.size);
  if (range === 'unsatisfiable') {
    await handle.close();
    res.writeHead(416, { 'Content-Range': `bytes */${object.size}`, 'Content-Length': '0' });
    res.end();
    return;
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
    res.writeHead(206, headers);
  } else {
    headers['Content-Length'] = String(object.size);
    res.writeHead(200, headers);
  }
  if (req.method === 'HEAD' || object.size === 0) {
    await handle.close();
    res.end();
    return;
  }
  const stream = handle.createReadStream({
    ...(range ? { start: range.start, end: range.end } : {}),
    highWaterMark: 1 << 20,
  });
  await pipeline(stream, res).catch(() => {
    // The client went away mid-download; nothing to clean up but the stream.
    res.destroy();
  });
}
