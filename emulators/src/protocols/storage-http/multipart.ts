// multipart/related bodies as the SDKs send them for one-shot uploads: a JSON metadata part, then
// the media part, then the closing boundary. The metadata is read first; the media is streamed on
// into the upload session as it arrives, so an upload of any size never sits in memory.

import { StorageFailure } from '../../storage/errors.ts';

export interface RelatedUpload {
  metadata: unknown;
  mediaContentType?: string;
  /** The media bytes; iterating fails if the body ends without its closing boundary. */
  media: AsyncIterable<Uint8Array>;
}

/** Most bytes read before the media part begins (the metadata JSON and part headers). */
const HEAD_LIMIT = 1 << 20;

export function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!contentType || !/^multipart\//i.test(contentType) || !boundary)
    throw StorageFailure.invalid(
      'A multipart upload needs a Content-Type of multipart/related with a boundary.',
    );
  return boundary;
}

export async function readRelated(body: AsyncIterable<Buffer>, boundary: string): Promise<RelatedUpload> {
  const iterator = body[Symbol.asyncIterator]();
  const delimiter = Buffer.from(`--${boundary}`);
  let head = Buffer.alloc(0);
  let parsed: { metadata: unknown; mediaType?: string; mediaStart: number } | null = null;
  while (!parsed) {
    const next = await iterator.next();
    if (next.done) throw StorageFailure.invalid('Multipart body ends before its media part.');
    head = Buffer.concat([head, next.value]);
    parsed = parseHead(head, delimiter);
    if (!parsed && head.length > HEAD_LIMIT)
      throw StorageFailure.invalid('Multipart metadata part is too large.');
  }
  const first = head.subarray(parsed.mediaStart);
  const result: RelatedUpload = { metadata: parsed.metadata, media: media(first, iterator, delimiter) };
  if (parsed.mediaType) result.mediaContentType = parsed.mediaType;
  return result;
}

/** Finds the metadata part and the start of the media part, or null if more bytes are needed. */
function parseHead(
  head: Buffer,
  delimiter: Buffer,
): { metadata: unknown; mediaType?: string; mediaStart: number } | null {
  const first = head.indexOf(delimiter);
  if (first < 0) return null;
  const metaHeadersEnd = head.indexOf('\r\n\r\n', first);
  if (metaHeadersEnd < 0) return null;
  const second = head.indexOf(delimiter, metaHeadersEnd);
  if (second < 0) return null;
  const mediaHeadersEnd = head.indexOf('\r\n\r\n', second);
  if (mediaHeadersEnd < 0) return null;
  // The CRLF before a delimiter belongs to the delimiter.
  let metaEnd = second;
  if (head[metaEnd - 2] === 0x0d && head[metaEnd - 1] === 0x0a) metaEnd -= 2;
  const json = head.subarray(metaHeadersEnd + 4, metaEnd);
  let metadata: unknown;
  try {
    metadata = json.length === 0 ? {} : JSON.parse(json.toString('utf8'));
  } catch {
    throw StorageFailure.invalid('The metadata part of the multipart upload is not valid JSON.');
  }
  const headers = head.subarray(second + delimiter.length, mediaHeadersEnd).toString('latin1');
  const mediaType = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim();
  return { metadata, mediaStart: mediaHeadersEnd + 4, ...(mediaType ? { mediaType } : {}) };
}

/** Yields the media bytes, holding back enough of the end to find the closing boundary there. */
async function* media(
  first: Buffer,
  iterator: AsyncIterator<Buffer>,
  delimiter: Buffer,
): AsyncGenerator<Uint8Array> {
  const closing = Buffer.concat([Buffer.from('\r\n'), delimiter, Buffer.from('--')]);
  const keep = closing.length + 2; // the closing delimiter and an optional trailing CRLF
  let tail = first;
  while (true) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = next.value;
    if (chunk.length >= keep) {
      // Common case: pass the chunk on without copying, keeping only its end back.
      if (tail.length > 0) yield tail;
      yield chunk.subarray(0, chunk.length - keep);
      tail = chunk.subarray(chunk.length - keep);
    } else {
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > keep) {
        yield tail.subarray(0, tail.length - keep);
        tail = tail.subarray(tail.length - keep);
      }
    }
  }
  const end = tail.lastIndexOf(closing);
  const rest = tail.subarray(end + closing.length).toString('latin1');
  if (end < 0 || !/^(\r\n)?$/.test(rest))
    throw StorageFailure.invalid('Multipart body is truncated: no closing boundary after the media.');
  if (end > 0) yield tail.subarray(0, end);
}
