// multipart/related bodies as the SDKs send them for one-shot uploads: a JSON metadata part, then
// the media part. Parsed in place on the buffered body (uploads this way are bounded by the
// emulator's maximum object size).

import { StorageFailure } from '../../storage/errors.ts';

export interface RelatedParts {
  metadata: unknown;
  media: Buffer;
  mediaContentType?: string;
}

export function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!contentType || !/^multipart\//i.test(contentType) || !boundary)
    throw StorageFailure.invalid(
      'A multipart upload needs a Content-Type of multipart/related with a boundary.',
    );
  return boundary;
}

export function parseRelated(body: Buffer, boundary: string): RelatedParts {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw StorageFailure.invalid('Multipart body does not contain its boundary.');
  while (true) {
    let start = at + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // closing "--boundary--"
    if (body[start] === 0x0d && body[start + 1] === 0x0a) start += 2;
    const next = body.indexOf(delimiter, start);
    if (next < 0) throw StorageFailure.invalid('Multipart body is truncated: no closing boundary.');
    // The CRLF before the next delimiter belongs to the delimiter, not to the part.
    let end = next;
    if (body[end - 2] === 0x0d && body[end - 1] === 0x0a) end -= 2;
    parts.push(splitPart(body.subarray(start, end)));
    at = next;
  }
  const [metadataPart, mediaPart] = parts;
  if (!metadataPart || !mediaPart || parts.length !== 2)
    throw StorageFailure.invalid('A multipart upload needs exactly two parts: metadata and media.');
  let metadata: unknown;
  try {
    metadata = metadataPart.body.length === 0 ? {} : JSON.parse(metadataPart.body.toString('utf8'));
  } catch {
    throw StorageFailure.invalid('The metadata part of the multipart upload is not valid JSON.');
  }
  const result: RelatedParts = { metadata, media: mediaPart.body };
  const mediaType = mediaPart.headers['content-type'];
  if (mediaType) result.mediaContentType = mediaType;
  return result;
}

function splitPart(part: Buffer): { headers: Record<string, string>; body: Buffer } {
  const separator = part.indexOf('\r\n\r\n');
  if (separator < 0) throw StorageFailure.invalid('Multipart part has no header/body separator.');
  const headers: Record<string, string> = {};
  for (const line of part.subarray(0, separator).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.subarray(separator + 4) };
}
