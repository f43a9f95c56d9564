// Small HTTP helpers shared by the Storage adapters: bodies with a size limit, JSON answers, CORS.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { StorageFailure } from '../../storage/errors.ts';

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path split into decoded segments is not enough for object names with "/", so routes
   * match on the raw path and decode the pieces they need. */
  rawPath: string;
}

/** Reads a whole request body, refusing one larger than `limit` without buffering the rest. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}

function tooLarge(limit: number): StorageFailure {
  return new StorageFailure('too-large', `Request body exceeds the maximum of ${limit} bytes.`);
}

/** The request's Content-Length, when it sent one. */
export function contentLength(req: IncomingMessage): number | undefined {
  const value = req.headers['content-length'];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

export async function readJson(req: IncomingMessage, limit = 1 << 20): Promise<unknown> {
  const body = await readBody(req, limit);
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw StorageFailure.invalid('Request body is not valid JSON.');
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' });
  res.end();
}

/** The headers the web SDK must be able to read from a cross-origin answer. */
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'X-Firebase-Storage-Version',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Goog-Upload-Protocol',
  'X-GUploader-UploadID',
  'X-Goog-Hash',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'Location',
  'Range',
].join(', ');

/** Adds CORS headers for a browser caller; answers a preflight and returns true when it was one. */
export function handleCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin) {
    // Credentials are allowed, so the origin is echoed rather than "*".
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ?? 'Authorization, Content-Type');
  res.setHeader('Access-Control-Max-Age', '3600');
  if (req.headers['access-control-request-private-network'])
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  sendEmpty(res, 204);
  return true;
}

/** Decodes one percent-encoded path segment, refusing malformed escapes with a 400. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw StorageFailure.invalid('Malformed percent-encoding in the request path.');
  }
}
