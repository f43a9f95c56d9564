// A small HTTP/1.1 route table shared by every HTTP protocol on the Firestore port (the emulator's
// endpoints here; REST and WebChannel register their own routes). CORS is open to any origin, with
// credentials, as browsers calling a local emulator need.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type HttpHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>,
) => void | Promise<void>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: HttpHandler;
}

export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Bodies larger than this are refused with 413. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export class HttpRouter {
  private readonly routes: Route[] = [];
  private readonly log: (line: string) => void;

  constructor(log: (line: string) => void = () => {}) {
    this.log = log;
  }

  /** Adds a route; `pattern` is matched against the path without the query string, and its named
   * groups become `params`. Earlier routes win. */
  add(method: string, pattern: RegExp, handler: HttpHandler): void {
    this.routes.push({ method: method.toUpperCase(), pattern, handler });
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Max-Age': '86400' }).end();
      return;
    }
    const path = (req.url ?? '/').split('?')[0] as string;
    let pathMatched = false;
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== req.method) continue;
      Promise.resolve()
        .then(() => route.handler(req, res, { ...(match.groups ?? {}) }))
        .catch((error: unknown) => this.fail(res, error));
      return;
    }
    sendJson(
      res,
      pathMatched ? 405 : 404,
      errorBody(pathMatched ? 405 : 404, pathMatched ? 'Method not allowed.' : `Not found: ${path}`),
    );
  }

  private fail(res: ServerResponse, error: unknown): void {
    // A malformed `%` escape in a path a handler decodes is the client's mistake, not ours.
    const status = error instanceof HttpError ? error.status : error instanceof URIError ? 400 : 500;
    if (status === 500) this.log(`HTTP handler failed: ${(error as Error)?.stack ?? String(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(res, status, errorBody(status, (error as Error)?.message ?? String(error)));
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  405: 'UNIMPLEMENTED',
  413: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
};

export function errorBody(code: number, message: string): unknown {
  return { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } };
}

/**
 * An answer given before the request's body was read in full (a body over the limit) closes the
 * connection after it: the unread rest would otherwise be parsed as the next request, and a client
 * that pools connections would wait forever for an answer.
 */
export function closeIfBodyUnread(res: ServerResponse): void {
  if (!res.req.complete) res.setHeader('Connection', 'close');
}

/** Allows any origin, echoing the caller's: credentialed requests (the SDKs' XHRs) refuse `*`. */
export function allowCallerOrigin(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
}

function setCors(req: IncomingMessage, res: ServerResponse): void {
  allowCallerOrigin(req, res);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', '*');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  closeIfBodyUnread(res);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading; the answer closes the connection (closeIfBodyUnread).
        req.removeAllListeners('data');
        req.pause();
        reject(new HttpError(413, `Request body over ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The body as JSON (any content type: the SDKs send JSON as text/plain); 400 when it is not. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
}
