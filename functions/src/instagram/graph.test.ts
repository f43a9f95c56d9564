import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGraph, recordedGraphRequests, startFakeGraph } from '../../test/fake-graph-server.ts';
import {
  fetchInstagramUsername,
  graphTimeoutMs,
  maxGraphAnswerBytes,
  maxGraphTimeoutMs,
  messageForGraphError,
  messages,
} from './graph.ts';

const account = '17841400000000001';
let graph: FakeGraph;

beforeAll(async () => {
  graph = await startFakeGraph({
    accounts: { [account]: 'studio.nails', '100000000000002': null },
    tokens: { good: 'valid', old: 'expired', busy: 'rate-limited', sleepy: 'slow', broken: 'garbage' },
    slowMs: 1500,
  });
});
afterAll(() => graph.stop());

function check(businessAccountId: string, pageAccessToken: string, timeoutMs = 1000) {
  return fetchInstagramUsername(
    { baseUrl: graph.baseUrl, timeoutMs },
    { businessAccountId, pageAccessToken },
  );
}

describe('fetchInstagramUsername against the fake Graph server', () => {
  it('answers the username for a valid token and account', async () => {
    expect(await check(account, 'good')).toEqual({ ok: true, username: 'studio.nails' });
  });

  it('sends the token in the Authorization header, never in the URL', async () => {
    await check(account, 'good');
    const last = graph.requests.at(-1);
    expect(last?.authorization).toBe('Bearer good');
    expect(last?.path).not.toContain('good');
    expect(last?.path).toBe(`/v21.0/${account}?fields=id,username`);
    // …and the log a test in another process reads says the same.
    expect(await recordedGraphRequests(graph.baseUrl)).toEqual(graph.requests);
  });

  it('explains an expired token', async () => {
    expect(await check(account, 'old')).toEqual({ ok: false, message: messages.invalidToken });
  });

  it('explains a token Graph cannot parse', async () => {
    expect(await check(account, 'not-a-token')).toEqual({ ok: false, message: messages.invalidToken });
  });

  it('explains a wrong account id', async () => {
    expect(await check('999', 'good')).toEqual({ ok: false, message: messages.accountNotFound });
  });

  it('explains a rate limit', async () => {
    expect(await check(account, 'busy')).toEqual({ ok: false, message: messages.rateLimited });
  });

  it('explains an id without a username (not a business account)', async () => {
    expect(await check('100000000000002', 'good')).toEqual({
      ok: false,
      message: messages.notBusinessAccount,
    });
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    expect(await check(account, 'sleepy', 200)).toEqual({ ok: false, message: messages.timeout });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('reports an answer that is not JSON with its HTTP status', async () => {
    expect(await check(account, 'broken')).toEqual({
      ok: false,
      message: 'Instagram answered HTTP 502. Try again later.',
    });
  });

  it('reports an unreachable server', async () => {
    const closed = await startFakeGraph({ accounts: {}, tokens: {} });
    await closed.stop();
    const answer = await fetchInstagramUsername(
      { baseUrl: closed.baseUrl, timeoutMs: 1000 },
      { businessAccountId: account, pageAccessToken: 'good' },
    );
    expect(answer).toEqual({ ok: false, message: messages.unreachable });
  });
});

describe('messageForGraphError', () => {
  it('passes an unknown Graph error message on', () => {
    expect(messageForGraphError(400, { error: { code: 1, message: 'An unknown error occurred' } })).toBe(
      'Instagram refused the request: An unknown error occurred',
    );
  });

  it('names missing permissions', () => {
    expect(messageForGraphError(403, { error: { code: 10, message: 'Permission denied' } })).toBe(
      messages.missingPermission,
    );
  });
});

// Answers no real Graph gives, from a server that is not Graph (a hijacked DNS name, a proxy, a
// typo in INSTAGRAM_GRAPH_BASE_URL): the function must neither follow nor swallow them.
describe('fetchInstagramUsername against a hostile or broken answer', () => {
  let hostile: Server;
  let base = '';
  const paths: string[] = [];
  const padding = 'x'.repeat(maxGraphAnswerBytes + 1);

  beforeAll(async () => {
    hostile = createServer((req, res) => {
      const path = req.url ?? '';
      paths.push(path);
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path.startsWith('/v21.0/1?')) {
        res.writeHead(302, { location: `${base}/v21.0/landing` }).end();
      } else if (path.startsWith('/v21.0/landing')) {
        json({ id: '1', username: 'elsewhere' });
      } else if (path.startsWith('/v21.0/2?')) {
        json({ id: '2', username: 'studio.nails', padding });
      } else if (path.startsWith('/v21.0/3?')) {
        // No content-length: chunks until past the cap.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":"3","username":"studio.nails","padding":"');
        res.write(padding);
        res.end('"}');
      } else if (path.startsWith('/v21.0/4?')) {
        // Headers at once, then a body that never ends.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":"4",');
      } else if (path.startsWith('/v21.0/5?')) {
        json({ id: '5', username: '<img src=x onerror=alert(1)>' });
      } else {
        json({ id: '6', username: 'a'.repeat(31) });
      }
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    hostile.closeAllConnections();
    await new Promise((resolve) => hostile.close(resolve));
  });

  const ask = (id: string, timeoutMs = 5000) =>
    fetchInstagramUsername(
      { baseUrl: `${base}/v21.0`, timeoutMs },
      { businessAccountId: id, pageAccessToken: 'good' },
    );

  it('does not follow a redirect (the token goes to Graph only)', async () => {
    expect(await ask('1')).toEqual({ ok: false, message: messages.redirected });
    expect(paths.some((path) => path.startsWith('/v21.0/landing'))).toBe(false);
  });

  it('refuses an answer larger than an account lookup, declared or streamed', async () => {
    expect(await ask('2')).toEqual({ ok: false, message: messages.tooLarge });
    expect(await ask('3')).toEqual({ ok: false, message: messages.tooLarge });
  });

  it('gives up on a body that never ends, within the timeout', async () => {
    expect(await ask('4', 500)).toEqual({ ok: false, message: messages.timeout });
  });

  it('stores no username Instagram could not have issued', async () => {
    expect(await ask('5')).toEqual({ ok: false, message: messages.badUsername });
    expect(await ask('6')).toEqual({ ok: false, message: messages.badUsername });
  });

  it('never waits longer than maxGraphTimeoutMs, however the parameter is set', () => {
    expect(graphTimeoutMs(10 * 60_000)).toBe(maxGraphTimeoutMs);
    expect(graphTimeoutMs(1500)).toBe(1500);
  });
});
