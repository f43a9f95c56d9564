// The REST surface over a plain HTTP server and a stand-in engine: routes from the proto
// annotations, query-string fields, proto3 JSON both ways, Google's error bodies, CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from './fake-backend.ts';

let server: FakeServer;
const db = 'projects/demo-p/databases/(default)';

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.base}/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: JSON.stringify(body),
  });
}

describe('REST', () => {
  it('commits with the web SDK headers and answers proto3 JSON', async () => {
    const res = await post(
      `${db}/documents:commit`,
      { writes: [{ update: { name: `${db}/documents/rooms/r1`, fields: { n: { integerValue: '7' } } } }] },
      { Authorization: 'Bearer owner', 'google-cloud-resource-prefix': db, Origin: 'http://page.test' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await res.json()).toEqual({
      writeResults: [{ updateTime: '2023-11-14T22:13:20.000123Z' }],
      commitTime: '2023-11-14T22:13:20.000123Z',
    });
    const call = server.backend.calls.at(-1);
    expect(call?.method).toBe('Commit');
    expect(call?.metadata).toEqual({
      projectId: 'demo-p',
      databaseId: '(default)',
      authorization: 'Bearer owner',
    });
    expect(call?.request.database).toBe(db);
    expect(call?.request.writes).toMatchObject([{ update: { fields: { n: { integer_value: '7' } } } }]);
  });

  it('answers a server-streaming method with one JSON array', async () => {
    const res = await post(`${db}/documents:batchGet`, {
      documents: [`${db}/documents/rooms/r1`, `${db}/documents/rooms/none`],
    });
    expect(await res.json()).toEqual([
      {
        found: {
          name: `${db}/documents/rooms/r1`,
          fields: { n: { integerValue: '7' } },
        },
        readTime: '2023-11-14T22:13:20.000123Z',
      },
      { missing: `${db}/documents/rooms/none`, readTime: '2023-11-14T22:13:20.000123Z' },
    ]);
  });

  it('routes queries under a document parent', async () => {
    const res = await post(`${db}/documents/rooms/r1:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'x' }] },
    });
    expect(res.status).toBe(200);
    expect(server.backend.calls.at(-1)).toMatchObject({
      method: 'RunQuery',
      request: { parent: `${db}/documents/rooms/r1`, structured_query: { from: [{ collection_id: 'x' }] } },
    });
  });

  it('reads GET fields from the path and the query string', async () => {
    const res = await fetch(
      `${server.base}/v1/${db}/documents/rooms/r1?mask.fieldPaths=n&mask.fieldPaths=m&key=abc`,
    );
    expect(res.status).toBe(200);
    expect(server.backend.calls.at(-1)).toMatchObject({
      method: 'GetDocument',
      request: { name: `${db}/documents/rooms/r1`, mask: { field_paths: ['n', 'm'] } },
    });
    const list = await fetch(`${server.base}/v1/${db}/documents/rooms?pageSize=2&showMissing=true`);
    expect(list.status).toBe(200);
    expect(server.backend.calls.at(-1)).toMatchObject({
      method: 'ListDocuments',
      request: { parent: `${db}/documents`, collection_id: 'rooms', page_size: 2, show_missing: true },
    });
  });

  it('binds PATCH bodies to the document field', async () => {
    const res = await fetch(`${server.base}/v1/${db}/documents/rooms/r2?updateMask.fieldPaths=a`, {
      method: 'PATCH',
      body: JSON.stringify({ fields: { a: { stringValue: 'x' } } }),
    });
    expect(res.status).toBe(200);
    expect(server.backend.calls.at(-1)).toMatchObject({
      method: 'UpdateDocument',
      request: { document: { name: `${db}/documents/rooms/r2` }, update_mask: { field_paths: ['a'] } },
    });
  });

  it('answers engine errors and bad bodies with Google error bodies and HTTP statuses', async () => {
    const denied = await post(`${db}/documents:commit`, { writes: [] }, { Authorization: 'Bearer denied' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
    });
    const missing = await fetch(`${server.base}/v1/${db}/documents/rooms/none`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.status).toBe('NOT_FOUND');
    const bad = await post(`${db}/documents:commit`, {
      writes: [{ update: { fields: { n: { integerValue: 'x' } } } }],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: /Invalid integer/,
    });
    const notJson = await fetch(`${server.base}/v1/${db}/documents:commit`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    const unknown = await post(`${db}/documents:explode`, {});
    expect(unknown.status).toBe(404);
  });

  it('answers CORS preflights with the requested headers', async () => {
    const res = await fetch(`${server.base}/v1/${db}/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://page.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-request-params,google-cloud-resource-prefix',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-goog-request-params,google-cloud-resource-prefix',
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
