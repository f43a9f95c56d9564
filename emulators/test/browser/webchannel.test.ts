// WebChannel's server side over a plain HTTP server and a stand-in engine, driven with fetch the way
// @firebase/webchannel-wrapper drives it: handshake, forward maps (retried), back channel in both
// modes, acks, errors, terminate and abandoned sessions.
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from './fake-backend.ts';

const db = 'projects/demo-p/databases/(default)';
let server: FakeServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options = {}): Promise<FakeServer> {
  server = await startFakeServer(options);
  return server;
}

function channelUrl(s: FakeServer, method: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ VER: '8', database: db, ...params, zx: 'z', t: '1' });
  return `${s.base}/google.firestore.v1.Firestore/${method}/channel?${query}`;
}

function form(maps: unknown[], ofs: number, headers?: string): string {
  const body = new URLSearchParams();
  if (headers) body.set('headers', headers);
  body.set('count', String(maps.length));
  body.set('ofs', String(ofs));
  maps.forEach((map, i) => {
    body.set(`req${i}___data__`, JSON.stringify(map));
  });
  return body.toString();
}

/** Splits `<length>\n<json>` chunks; lengths count UTF-16 code units. */
function parseChunks(text: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    const length = Number(text.slice(at, newline));
    out.push(JSON.parse(text.slice(newline + 1, newline + 1 + length)));
    at = newline + 1 + length;
  }
  return out;
}

async function handshake(s: FakeServer, method: string, first: unknown): Promise<string> {
  const res = await fetch(
    channelUrl(s, method, { RID: '1000', CVER: '22', 'X-HTTP-Session-Id': 'gsessionid' }),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form([first], 0, 'Authorization:Bearer owner\r\nX-Goog-Api-Client:gl-js/ fire/12\r\n'),
    },
  );
  expect(res.status).toBe(200);
  const sid = res.headers.get('x-http-session-id') ?? '';
  expect(parseChunks(await res.text())).toEqual([[[0, ['c', sid, '', 8, 14, 30000]]]]);
  return sid;
}

/** Reads a streaming back channel until `until` says enough, then drops it. */
async function readBackChannel(url: string, until: (arrays: unknown[][]) => boolean): Promise<unknown[][]> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const arrays: unknown[][] = [];
  while (!until(arrays)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    arrays.splice(0, arrays.length, ...parseChunks(text).flatMap((chunk) => chunk as unknown[][]));
  }
  controller.abort();
  return arrays;
}

const addTarget = {
  database: db,
  addTarget: { documents: { documents: [`${db}/documents/a/b`] }, targetId: 2 },
};

describe('WebChannel', () => {
  it('opens a session with auth from the handshake headers field and streams responses', async () => {
    const s = await start();
    const sid = await handshake(s, 'Listen', addTarget);
    const stream = s.backend.streams[0];
    expect(stream?.metadata).toEqual({
      projectId: 'demo-p',
      databaseId: '(default)',
      authorization: 'Bearer owner',
    });
    expect(stream?.requests[0]).toMatchObject({ add_target: { target_id: 2 } });

    const url = channelUrl(s, 'Listen', {
      gsessionid: sid,
      RID: 'rpc',
      SID: sid,
      AID: '0',
      CI: '0',
      TYPE: 'xmlhttp',
    });
    const arrays = await readBackChannel(url, (a) => a.length >= 1);
    expect(arrays[0]).toEqual([1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [2] } }]]);
  });

  it('sends a noop at once on an empty streaming back channel, and then periodically', async () => {
    const s = await start({ noopIntervalMs: 50 });
    const sid = await handshake(s, 'Write', { database: db });
    const url = channelUrl(s, 'Write', { RID: 'rpc', SID: sid, AID: '1', CI: '0', TYPE: 'xmlhttp' });
    const arrays = await readBackChannel(url, (a) => a.length >= 3);
    expect(arrays.map((a) => a[1])).toEqual([['noop'], ['noop'], ['noop']]);
    expect(arrays.map((a) => a[0])).toEqual([2, 3, 4]);
  });

  it('de-duplicates retried forward maps and acks with a framed chunk', async () => {
    const s = await start();
    const sid = await handshake(s, 'Write', { database: db });
    const writes = { streamToken: 'AQ==', writes: [{ delete: `${db}/documents/a/b` }] };
    const post = () =>
      fetch(channelUrl(s, 'Write', { SID: sid, RID: '1001', AID: '1' }), {
        method: 'POST',
        body: form([writes, writes], 1),
      });
    const first = await post();
    // No back channel yet, nothing sent on one, but responses are waiting.
    const [ack] = parseChunks(await first.text()) as number[][];
    expect(ack?.slice(0, 2)).toEqual([0, 0]);
    expect(ack?.[2]).toBeGreaterThan(0);
    await post();
    const stream = s.backend.streams[0];
    expect(stream?.requests).toHaveLength(3);
    expect(stream?.requests[1]).toMatchObject({
      writes: [{ operation: 'delete', delete: `${db}/documents/a/b` }],
    });
    // Arrays 1..3 were queued: resending them on the next back channel loses nothing.
    const url = channelUrl(s, 'Write', { RID: 'rpc', SID: sid, AID: '1', CI: '0', TYPE: 'xmlhttp' });
    const arrays = await readBackChannel(url, (a) => a.length >= 2);
    expect(arrays.map((a) => a[0])).toEqual([2, 3]);
  });

  it('holds a long poll until data arrives, and ends an empty one with a noop after the timeout', async () => {
    const s = await start({ longPollTimeoutMs: 150 });
    const sid = await handshake(s, 'Listen', { database: db });
    const poll = (aid: number) =>
      fetch(channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: String(aid), CI: '1', TYPE: 'xmlhttp' }));
    const started = Date.now();
    const empty = await poll(0);
    expect(parseChunks(await empty.text())).toEqual([[[1, ['noop']]]]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    const held = poll(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    s.backend.streams[0]?.sink.send({ filter: { target_id: 2, count: 1 } });
    expect(parseChunks(await (await held).text())).toEqual([[[2, [{ filter: { targetId: 2, count: 1 } }]]]]);
  });

  it("holds a long poll no longer than the client's TO", async () => {
    const s = await start({ longPollTimeoutMs: 20_000 });
    const sid = await handshake(s, 'Listen', { database: db });
    const started = Date.now();
    const res = await fetch(
      channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp', TO: '1000' }),
    );
    expect(parseChunks(await res.text())).toEqual([[[1, ['noop']]]]);
    expect(Date.now() - started).toBeLessThan(15_000); // the server's own hold is 20 s
  });

  it('counts chunk lengths in UTF-16 code units', async () => {
    const s = await start({ longPollTimeoutMs: 150 });
    const sid = await handshake(s, 'Listen', { database: db });
    s.backend.streams[0]?.sink.send({
      document_change: { document: { name: `${db}/documents/a/é😀`, fields: {} }, target_ids: [2] },
    });
    const res = await fetch(
      channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' }),
    );
    const text = await res.text();
    const [length, json] = [Number(text.slice(0, text.indexOf('\n'))), text.slice(text.indexOf('\n') + 1)];
    expect(length).toBe(json.length);
    expect(Buffer.byteLength(json)).toBeGreaterThan(length);
  });

  it('reports a stream failure as an error array', async () => {
    const s = await start({ longPollTimeoutMs: 150 });
    const sid = await handshake(s, 'Listen', { database: db });
    s.backend.streams[0]?.sink.fail({ code: 7, message: 'Missing or insufficient permissions.' });
    const res = await fetch(
      channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' }),
    );
    expect(parseChunks(await res.text())).toEqual([
      [
        [
          1,
          [
            {
              error: {
                code: 403,
                message: 'Missing or insufficient permissions.',
                status: 'PERMISSION_DENIED',
              },
            },
          ],
        ],
      ],
    ]);
  });

  it('fails the session on a request that does not fit the message', async () => {
    const s = await start({ longPollTimeoutMs: 150 });
    const sid = await handshake(s, 'Listen', { database: db });
    await fetch(channelUrl(s, 'Listen', { SID: sid, RID: '1001', AID: '0' }), {
      method: 'POST',
      body: form([{ addTarget: { targetId: 'x' } }], 1),
    });
    const res = await fetch(
      channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '1', TYPE: 'xmlhttp' }),
    );
    const chunks = parseChunks(await res.text()) as unknown[][][];
    expect(chunks[0]?.[0]).toMatchObject([1, [{ error: { status: 'INVALID_ARGUMENT' } }]]);
    expect(s.backend.streams[0]?.closed).toBe(true);
  });

  it('answers an unknown session with 400 Unknown SID and closes on terminate', async () => {
    const s = await start();
    const sid = await handshake(s, 'Listen', { database: db });
    const terminate = await fetch(channelUrl(s, 'Listen', { SID: sid, RID: '1001', TYPE: 'terminate' }));
    expect(terminate.status).toBe(200);
    expect(s.backend.streams[0]?.closed).toBe(true);
    const after = await fetch(
      channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '0', TYPE: 'xmlhttp' }),
    );
    expect(after.status).toBe(400);
    expect(await after.text()).toContain('Unknown SID');
    const post = await fetch(channelUrl(s, 'Listen', { SID: 'nope', RID: '2' }), {
      method: 'POST',
      body: 'count=0',
    });
    expect(post.status).toBe(400);
  });

  it('resends arrays a lost back channel carried until the client acknowledges them', async () => {
    const s = await start();
    const sid = await handshake(s, 'Listen', addTarget);
    const url = (aid: number) =>
      channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: String(aid), CI: '0', TYPE: 'xmlhttp' });
    const first = await readBackChannel(url(0), (a) => a.length >= 1);
    expect(first[0]?.[0]).toBe(1);
    // The client never saw array 1 (say the connection dropped): it reconnects with AID=0.
    const again = await readBackChannel(url(0), (a) => a.length >= 1);
    expect(again[0]).toEqual(first[0]);
    // Once acknowledged, array 1 is gone: the next back channel starts with a noop.
    const acked = await readBackChannel(url(1), (a) => a.length >= 1);
    expect(acked[0]?.[1]).toEqual(['noop']);
  });

  it('recycles a streaming back channel without ending the session', async () => {
    const s = await start({ streamingRecycleMs: 100 });
    const sid = await handshake(s, 'Listen', { database: db });
    const url = channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '0', CI: '0', TYPE: 'xmlhttp' });
    const res = await fetch(url);
    expect(parseChunks(await res.text())).toEqual([[[1, ['noop']]]]);
    expect(s.channels.sessionCount).toBe(1);
    s.backend.streams[0]?.sink.send({ filter: { target_id: 2, count: 0 } });
    const next = channelUrl(s, 'Listen', { RID: 'rpc', SID: sid, AID: '1', CI: '0', TYPE: 'xmlhttp' });
    const arrays = await readBackChannel(next, (a) => a.length >= 1);
    expect(arrays[0]).toEqual([2, [{ filter: { targetId: 2 } }]]);
  });

  it('tells open back channels their stream closed when the server stops', async () => {
    const s = await start();
    const sid = await handshake(s, 'Write', { database: db });
    const url = channelUrl(s, 'Write', { RID: 'rpc', SID: sid, AID: '1', CI: '0', TYPE: 'xmlhttp' });
    // The server is stopped once the back channel is open (its first noop has arrived), not after
    // a guessed delay: on a loaded machine 100 ms was not always enough.
    let stopped = false;
    const arrays = await readBackChannel(url, (a) => {
      if (a.length > 0 && !stopped) {
        stopped = true;
        s.channels.close();
      }
      return a.some((array) => JSON.stringify(array[1]) === '["close"]');
    });
    expect(arrays.at(-1)).toEqual([3, ['close']]);
    expect(s.backend.streams[0]?.closed).toBe(true);
  });

  it('expires abandoned sessions and refuses bad handshakes without crashing', async () => {
    const s = await start({ idleSessionMs: 100 });
    await handshake(s, 'Listen', { database: db });
    expect(s.channels.sessionCount).toBe(1);
    await expect.poll(() => s.channels.sessionCount, { timeout: 30_000 }).toBe(0);
    expect(s.backend.streams[0]?.closed).toBe(true);
    const bad = await fetch(`${s.base}/google.firestore.v1.Firestore/Listen/channel?VER=8&RID=1`, {
      method: 'POST',
      body: 'count=abc',
    });
    expect(bad.status).toBe(400);
  });
});
