// The server side of WebChannel for Firestore's Listen and Write streams:
//   POST without SID        handshake (auth from the `headers` field), answers the `c` array
//   POST with SID           forward channel: batched maps → the engine stream; answers a framed ack
//   GET  with SID, RID=rpc  back channel: streamed (CI=0) or long-polled (CI=1) arrays
//   TYPE=terminate          the client closed its stream
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type protobuf from 'protobufjs';
import { closeIfBodyUnread } from '../emulator-http/router.ts';
import { firestoreService } from '../firestore-protos.ts';
import { type CallMetadata, databaseOf, type FirestoreBackend } from '../json/backend.ts';
import { answerPreflight, BodyTooLargeError, readBody, setCorsHeaders } from '../rest/http.ts';
import { FramingError, frame, headersFromUrl, parseForwardBody } from './framing.ts';
import { type SessionLimits, type SessionTypes, WebChannelSession } from './session.ts';

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

export function isWebChannelPath(pathname: string): boolean {
  return CHANNEL_PATH.test(pathname);
}

export interface WebChannelOptions extends SessionLimits {
  /** The back-channel timeout announced in the handshake; the client's watchdog is 1.5 times it. */
  backChannelTimeoutMs: number;
  /** Sessions with no back channel and no request for this long are closed. */
  idleSessionMs: number;
  maxSessions: number;
}

export const defaultWebChannelOptions: WebChannelOptions = {
  backChannelTimeoutMs: 30_000,
  noopIntervalMs: 25_000,
  longPollTimeoutMs: 25_000,
  streamingRecycleMs: 4 * 60_000,
  maxUnackedBytes: 8 * 1024 * 1024,
  idleSessionMs: 90_000,
  maxSessions: 2_000,
};

function typesOf(method: 'Listen' | 'Write'): SessionTypes {
  const rpc: protobuf.Method = firestoreService().methods[method] as protobuf.Method;
  rpc.resolve();
  if (!rpc.resolvedRequestType || !rpc.resolvedResponseType) throw new Error(`Unresolved ${method} types`);
  return { request: rpc.resolvedRequestType, response: rpc.resolvedResponseType };
}

export class WebChannelServer {
  private readonly backend: FirestoreBackend;
  private readonly options: WebChannelOptions;
  private readonly sessions = new Map<string, WebChannelSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(backend: FirestoreBackend, options: Partial<WebChannelOptions> = {}) {
    this.backend = backend;
    this.options = { ...defaultWebChannelOptions, ...options };
    const every = Math.max(50, Math.min(5_000, this.options.idleSessionMs / 2));
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    setCorsHeaders(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = CHANNEL_PATH.exec(url.pathname)?.[1] as 'Listen' | 'Write' | undefined;
    if (!method) return plain(res, 404, 'Not found');
    try {
      await this.route(method, url, req, res);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return plain(res, 413, error.message);
      if (error instanceof FramingError || error instanceof SyntaxError)
        return plain(res, 400, error.message);
      plain(res, 500, error instanceof Error ? error.message : String(error));
    }
  }

  /** Ends every session, e.g. when the emulator stops. */
  close(): void {
    clearInterval(this.sweeper);
    for (const session of [...this.sessions.values()]) session.shutdown();
  }

  private async route(
    method: 'Listen' | 'Write',
    url: URL,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const params = url.searchParams;
    const sid = params.get('SID');
    if (params.get('TYPE') === 'terminate') {
      this.sessions.get(sid ?? '')?.close();
      return plain(res, 200, '');
    }
    if (!sid) {
      if (req.method !== 'POST') return plain(res, 400, 'Missing SID');
      return this.handshake(method, url, await readBody(req), req, res);
    }
    const session = this.sessions.get(sid);
    if (!session) {
      // Drain the body so the connection stays usable, then tell the client to start over.
      if (req.method === 'POST') await readBody(req).catch(() => '');
      return plain(res, 400, 'Unknown SID');
    }
    const aid = Number(params.get('AID') ?? '-1');
    if (req.method === 'GET') {
      if (params.get('RID') !== 'rpc') return plain(res, 400, 'Bad RID');
      const timeout = Number(params.get('TO'));
      const holdMs = Number.isFinite(timeout) && timeout >= 1_000 ? timeout : undefined;
      session.openBackChannel(res, aid, params.get('CI') === '1', holdMs);
      return;
    }
    const body = parseForwardBody(await readBody(req));
    session.acknowledge(aid);
    session.receive(body.maps);
    plain(res, 200, session.forwardAck());
  }

  private handshake(
    method: 'Listen' | 'Write',
    url: URL,
    text: string,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const body = parseForwardBody(text);
    const database = databaseOf(url.searchParams.get('database') ?? '');
    if (!database) return plain(res, 400, 'Missing or malformed database parameter');
    if (this.sessions.size >= this.options.maxSessions) this.evictOldest();
    const headers = new Map([...headersFromUrl(url), ...body.headers]);
    const metadata: CallMetadata = { ...database };
    const authorization = headers.get('authorization') ?? req.headers.authorization;
    if (authorization) metadata.authorization = authorization;

    const id = randomBytes(16).toString('base64url');
    const session = new WebChannelSession(id, typesOf(method), this.options, (s) =>
      this.sessions.delete(s.id),
    );
    this.sessions.set(id, session);
    session.attach(
      this.backend.openStream(method, metadata, {
        send: (response) => session.send(response),
        fail: (status) => session.fail(status),
      }),
    );
    session.receive(body.maps);
    res.setHeader('X-HTTP-Session-Id', id);
    plain(res, 200, frame([[0, ['c', id, '', 8, 14, this.options.backChannelTimeoutMs]]]));
  }

  private sweep(): void {
    const now = Date.now();
    for (const session of [...this.sessions.values()]) {
      if (session.isAbandoned(now, this.options.idleSessionMs)) session.close();
    }
  }

  private evictOldest(): void {
    let oldest: WebChannelSession | undefined;
    for (const session of this.sessions.values()) {
      if (!oldest || session.lastActivity < oldest.lastActivity) oldest = session;
    }
    oldest?.close();
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  closeIfBodyUnread(res);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(text);
}
