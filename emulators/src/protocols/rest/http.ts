// Small HTTP pieces shared by the browser protocols: CORS as the official emulator allows it (any
// origin, with credentials) and bounded body reading.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowCallerOrigin } from '../emulator-http/router.ts';

/** Firestore's largest request is 10 MiB; leave room for JSON and form encoding. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** Allows the caller's origin and lets it read the WebChannel session headers. */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  allowCallerOrigin(req, res);
  res.setHeader('Access-Control-Expose-Headers', 'X-HTTP-Session-Id, X-HTTP-Initial-Response');
}

/** Answers a CORS preflight: every method the REST surface uses and whatever headers were asked for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  setCorsHeaders(req, res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204).end();
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`Request body larger than ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
