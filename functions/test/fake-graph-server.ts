// A small stand-in for the Instagram Graph API on a free loopback port. It answers
// GET /{version}/{id}?fields=... with a Bearer token the way graph.facebook.com does: the
// account's fields, or an error body { error: { message, type, code, error_subcode, fbtrace_id } }.
// A test in another process than the fake (the e2e globalSetup starts it) reads what it was asked
// with recordedGraphRequests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake treats a token: a valid one, or one answer mode per failure the tests need. */
export type TokenMode = 'valid' | 'expired' | 'rate-limited' | 'slow' | 'garbage';

export interface FakeGraphOptions {
  /** Business account id → its username (null: an id that exists but has no username, e.g. a Page). */
  accounts: Record<string, string | null>;
  tokens: Record<string, TokenMode>;
  /** How long a 'slow' token waits before answering. */
  slowMs?: number;
}

export interface GraphRequest {
  path: string;
  authorization: string | undefined;
}

export interface FakeGraph {
  /** e.g. http://127.0.0.1:40123/v21.0 */
  baseUrl: string;
  requests: GraphRequest[];
  stop(): Promise<void>;
}

/** Not part of Graph: the fake answers its request log here, outside Graph's /v{version}/ paths. */
const REQUEST_LOG_PATH = '/_fake/requests';

/** The requests a fake Graph server has answered so far, oldest first. */
export async function recordedGraphRequests(baseUrl: string): Promise<GraphRequest[]> {
  const res = await fetch(new URL(REQUEST_LOG_PATH, baseUrl));
  if (!res.ok) throw new Error(`The fake Graph server answered ${res.status} for its request log`);
  return (await res.json()) as GraphRequest[];
}

function graphError(
  res: ServerResponse,
  status: number,
  code: number,
  type: string,
  message: string,
  subcode?: number,
) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ error: { message, type, code, error_subcode: subcode, fbtrace_id: 'AbCdEfFake' } }),
  );
}

function tokenOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return url.searchParams.get('access_token');
}

export async function startFakeGraph(options: FakeGraphOptions): Promise<FakeGraph> {
  const requests: FakeGraph['requests'] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === REQUEST_LOG_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(requests));
      return;
    }
    requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    const match = /^\/v\d+\.\d+\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      graphError(res, 400, 2500, 'OAuthException', 'Unknown path components');
      return;
    }
    const token = tokenOf(req, url);
    const mode = token ? options.tokens[token] : undefined;
    if (!mode || mode === 'expired') {
      const message = mode
        ? 'Error validating access token: Session has expired on Friday, 01-Jan-21 00:00:00 PST.'
        : 'Invalid OAuth access token - Cannot parse access token';
      graphError(res, 400, 190, 'OAuthException', message, mode ? 463 : undefined);
      return;
    }
    if (mode === 'rate-limited') {
      graphError(res, 403, 4, 'OAuthException', 'Application request limit reached');
      return;
    }
    if (mode === 'garbage') {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
      return;
    }
    const answer = () => {
      const id = decodeURIComponent(match[1] ?? '');
      if (!(id in options.accounts)) {
        graphError(
          res,
          400,
          100,
          'GraphMethodException',
          `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          33,
        );
        return;
      }
      const username = options.accounts[id];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(username ? { id, username } : { id }));
    };
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) answer();
      }, options.slowMs ?? 2000);
      pending.add(timer);
      return;
    }
    answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    requests,
    stop: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
