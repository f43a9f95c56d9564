// A hostile client on the HTTP/1.1 side of the Firestore port: a body over the limit is answered
// and its connection closed (a pooled client's next request then goes out on a fresh one), and the
// REST mapping applies gRPC's nesting limits (400, never 500).
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

/** POSTs `size` bytes through a keep-alive agent with one socket; resolves with the answer. */
function post(agent: Agent, path: string, body: Buffer | number) {
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const size = typeof body === 'number' ? body : body.length;
    const req = request(
      { host: h.host, port: h.port, method: 'POST', path, agent, headers: { 'content-length': size } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }),
        );
      },
    );
    req.on('error', reject);
    if (typeof body !== 'number') return void req.end(body);
    // Streamed in 1 MiB pieces; the server may stop reading part-way, which ends this with an error
    // on the request that the answer has already settled.
    const piece = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const write = (): void => {
      while (sent < size) {
        const n = Math.min(piece.length, size - sent);
        sent += n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const TOO_LARGE = 33 * 1024 * 1024;

describe('a body over the limit', () => {
  const database = () => `projects/${h.projectId}/databases/(default)`;
  const paths = () => ({
    REST: [`/v1/${database()}/documents:commit`, Buffer.from('{"writes":[]}')],
    WebChannel: [
      `/google.firestore.v1.Firestore/Write/channel?VER=8&database=${database()}&RID=1&CVER=22&t=1`,
      Buffer.from(
        `count=1&ofs=0&req0___data__=${encodeURIComponent(JSON.stringify({ database: database() }))}`,
      ),
    ],
  });

  for (const protocol of ['REST', 'WebChannel'] as const) {
    it(`is answered and closes its connection; the next request is answered (${protocol})`, async () => {
      const [path, small] = paths()[protocol] as [string, Buffer];
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await post(agent, path, TOO_LARGE);
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(refused.status).toBeLessThan(500);
        expect(refused.connection).toBe('close');
        const next = await post(agent, path, small);
        expect(next.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  }
});

describe('the REST mapping', () => {
  const call = async (verb: string, body: string) => {
    const response = await fetch(
      `http://${h.hostPort}/v1/projects/${h.projectId}/databases/(default)/documents:${verb}`,
      {
        method: 'POST',
        body,
      },
    );
    return { status: response.status, text: await response.text() };
  };
  const name = () => `projects/${h.projectId}/databases/(default)/documents/deep/doc`;

  it('refuses deep maps, arrays and filters with 400, at every depth', async () => {
    // 25 levels: over the service's 20 for values; 60: deeper than gRPC decodes (100 messages).
    for (const depth of [25, 60, 2_000, 100_000]) {
      const map = `${'{"mapValue":{"fields":{"a":'.repeat(depth)}{"stringValue":"x"}${'}}}'.repeat(depth)}`;
      const array = `${'{"arrayValue":{"values":['.repeat(depth)}{"nullValue":null}${']}}'.repeat(depth)}`;
      const filter = `${'{"compositeFilter":{"op":"AND","filters":['.repeat(depth)}{"fieldFilter":{"field":{"fieldPath":"a"},"op":"EQUAL","value":{"stringValue":"x"}}}${']}}'.repeat(depth)}`;
      for (const [verb, body] of [
        ['commit', `{"writes":[{"update":{"name":"${name()}","fields":{"f":${map}}}}]}`],
        ['commit', `{"writes":[{"update":{"name":"${name()}","fields":{"f":${array}}}}]}`],
        ...(depth > 25
          ? [
              [
                'runQuery',
                `{"structuredQuery":{"from":[{"collectionId":"deep"}],"where":${filter}}}`,
              ] as const,
            ]
          : []),
      ] as const) {
        const answer = await call(verb, body);
        expect(answer.status, `${verb} at depth ${depth}: ${answer.text.slice(0, 200)}`).toBe(400);
        expect(answer.text).toContain('INVALID_ARGUMENT');
      }
    }
  });

  it('refuses a field path longer than 1,500 bytes with 400', async () => {
    const path = Array.from({ length: 800 }, () => 'a').join('.');
    const answer = await call(
      'runQuery',
      `{"structuredQuery":{"from":[{"collectionId":"deep"}],"where":{"fieldFilter":{"field":{"fieldPath":"${path}"},"op":"EQUAL","value":{"stringValue":"x"}}}}}`,
    );
    expect(answer.status).toBe(400);
  });

  it('still accepts a document nested as deep as the service allows (20 map levels)', async () => {
    const map = `${'{"mapValue":{"fields":{"a":'.repeat(19)}{"stringValue":"x"}${'}}}'.repeat(19)}`;
    const answer = await call('commit', `{"writes":[{"update":{"name":"${name()}","fields":{"f":${map}}}}]}`);
    expect(answer.status, answer.text).toBe(200);
  });

  it('refuses a malformed % escape in the path with 400', async () => {
    for (const path of [
      `/v1/projects/${h.projectId}/databases/(default)/documents/deep/%zz`,
      `/v1/projects/${h.projectId}/databases/(default)/documents/deep/%E0%A4%A`,
      `/v1/projects/${h.projectId}/databases/(default)/documents/deep%:commit`,
    ]) {
      const response = await fetch(`http://${h.hostPort}${path}`, { method: 'GET' });
      const text = await response.text();
      expect(response.status, `${path}: ${text.slice(0, 200)}`).toBe(400);
      expect(text).toContain('INVALID_ARGUMENT');
    }
    // The emulator's own endpoints decode their paths too.
    const clear = await fetch(
      `http://${h.hostPort}/emulator/v1/projects/${h.projectId}/databases/%zz/documents`,
      { method: 'DELETE' },
    );
    expect(clear.status).toBe(400);
  });

  it('refuses an empty field name with 400, at the top and inside a map', async () => {
    const value = '{"stringValue":"x"}';
    for (const fields of [`{"":${value}}`, `{"f":{"mapValue":{"fields":{"":${value}}}}}`]) {
      const answer = await call('commit', `{"writes":[{"update":{"name":"${name()}","fields":${fields}}}]}`);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain('must not be empty');
    }
  });
});
