// Bad input gets the service's status codes and never crashes the emulator. firebase-admin checks
// much of this client-side, so these tests speak gRPC directly with @grpc/grpc-js, encoding with
// the official protos (or not encoding at all, for the decoder fuzz).
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Client, credentials, Metadata, status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreService } from '../../src/protocols/grpc/proto.ts';
import { codeOf, type Harness, startHarness } from './helpers.ts';

let h: Harness;
let client: Client;
const service = firestoreService();

beforeAll(async () => {
  h = await startHarness();
  client = new Client(h.hostPort, credentials.createInsecure());
});
afterAll(async () => {
  client.close();
  await h.close();
});

interface Outcome {
  code: number;
  details: string;
}

function owner(): Metadata {
  const m = new Metadata();
  m.set('authorization', 'Bearer owner');
  return m;
}

/** Sends raw request bytes to a unary method and reports the status. */
function callRaw(method: string, bytes: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (b: Buffer) => b,
      (b: Buffer) => b,
      bytes,
      owner(),
      { deadline: Date.now() + 5000 },
      (error) =>
        resolve(error ? { code: error.code, details: error.details } : { code: status.OK, details: '' }),
    );
  });
}

function call(method: string, request: unknown): Promise<Outcome> {
  const definition = service[method];
  if (!definition) throw new Error(`no method ${method}`);
  return callRaw(method, definition.requestSerialize(request));
}

const DB = () => `projects/${h.projectId}/databases/(default)`;
const doc = (path: string) => `${DB()}/documents/${path}`;
const commitOf = (name: string, fields: Record<string, unknown>) =>
  call('Commit', { database: DB(), writes: [{ update: { name, fields } }] });

describe('invalid document paths', () => {
  it('refuses an odd number of segments, empty segments and reserved ids', async () => {
    expect((await call('GetDocument', { name: doc('coll') })).code).toBe(status.INVALID_ARGUMENT);
    expect((await call('GetDocument', { name: doc('coll//x') })).code).toBe(status.INVALID_ARGUMENT);
    const reserved = await commitOf(doc('coll/__secret__'), {});
    expect(reserved.code).toBe(status.INVALID_ARGUMENT);
    expect(reserved.details).toContain('reserved');
    expect((await call('GetDocument', { name: 'not/a/resource' })).code).toBe(status.INVALID_ARGUMENT);
  });

  it('refuses ids over 1,500 bytes', async () => {
    const result = await commitOf(doc(`coll/${'x'.repeat(1501)}`), {});
    expect(result.code).toBe(status.INVALID_ARGUMENT);
    expect((await commitOf(doc(`coll/${'x'.repeat(1500)}`), {})).code).toBe(status.OK);
  });

  it('answers NOT_FOUND for a missing document', async () => {
    expect((await call('GetDocument', { name: doc('coll/missing') })).code).toBe(status.NOT_FOUND);
  });
});

describe('invalid documents and values', () => {
  it('refuses documents over 1 MiB (also through firebase-admin)', async () => {
    const half = { string_value: 'x'.repeat(600_000) };
    const result = await commitOf(doc('big/one'), { a: half, b: half });
    expect(result.code).toBe(status.INVALID_ARGUMENT);
    expect(result.details).toContain('exceeds the maximum allowed size of 1,048,576 bytes');
    expect(
      await codeOf(
        h
          .admin()
          .doc('big/two')
          .set({ a: 'y'.repeat(600_000), b: 'z'.repeat(600_000) }),
      ),
    ).toBe(status.INVALID_ARGUMENT);
    const longString = await commitOf(doc('big/three'), { s: { string_value: 'x'.repeat(1_048_600) } });
    expect(longString.code).toBe(status.INVALID_ARGUMENT);
    expect((await commitOf(doc('big/ok'), { ok: { string_value: 'x'.repeat(1_000_000) } })).code).toBe(
      status.OK,
    );
  });

  it('refuses nesting deeper than 20 levels, at the same boundary as firebase-admin', async () => {
    const nest = (depth: number): Record<string, unknown> =>
      depth === 0 ? { string_value: 'leaf' } : { map_value: { fields: { child: nest(depth - 1) } } };
    expect((await commitOf(doc('deep/ok'), { root: nest(20) })).code).toBe(status.OK);
    const tooDeep = await commitOf(doc('deep/bad'), { root: nest(21) });
    expect(tooDeep.code).toBe(status.INVALID_ARGUMENT);
    expect(tooDeep.details).toContain('too deeply nested');
  });

  it('refuses invalid values', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { timestamp_value: { seconds: '999999999999', nanos: 0 } },
      { geo_point_value: { latitude: 100, longitude: 0 } },
      { array_value: { values: [{ array_value: { values: [] } }] } },
      { reference_value: 'not a document name' },
    ];
    for (const value of cases) {
      expect((await commitOf(doc('values/bad'), { v: value })).code, JSON.stringify(value)).toBe(
        status.INVALID_ARGUMENT,
      );
    }
    expect((await commitOf(doc('values/bad'), { __reserved__: { null_value: 'NULL_VALUE' } })).code).toBe(
      status.INVALID_ARGUMENT,
    );
  });

  it('refuses a write that names a document of another database', async () => {
    const result = await call('Commit', {
      database: DB(),
      writes: [{ update: { name: 'projects/other/databases/(default)/documents/a/b', fields: {} } }],
    });
    expect(result.code).toBe(status.INVALID_ARGUMENT);
  });

  it('refuses invalid field paths and queries', async () => {
    const mask = await call('Commit', {
      database: DB(),
      writes: [{ update: { name: doc('a/b'), fields: {} }, update_mask: { field_paths: ['a..b'] } }],
    });
    expect(mask.code).toBe(status.INVALID_ARGUMENT);
    const noFrom = await callStream('RunQuery', { parent: `${DB()}/documents`, structured_query: {} });
    expect(noFrom.code).toBe(status.INVALID_ARGUMENT);
    const badIn = await callStream('RunQuery', {
      parent: `${DB()}/documents`,
      structured_query: {
        from: [{ collection_id: 'c' }],
        where: { field_filter: { field: { field_path: 'a' }, op: 'IN', value: { integer_value: '1' } } },
      },
    });
    expect(badIn.code).toBe(status.INVALID_ARGUMENT);
  });
});

function callStream(method: string, request: unknown): Promise<Outcome> {
  const definition = service[method];
  if (!definition) throw new Error(`no method ${method}`);
  return new Promise((resolve) => {
    const stream = client.makeServerStreamRequest(
      `/google.firestore.v1.Firestore/${method}`,
      definition.requestSerialize,
      (b: Buffer) => b,
      request,
      owner(),
      { deadline: Date.now() + 5000 },
    );
    stream.on('data', () => {});
    stream.on('error', (error: { code: number; details: string }) =>
      resolve({ code: error.code, details: error.details }),
    );
    stream.on('status', (s: { code: number; details: string }) => {
      if (s.code === status.OK) resolve({ code: status.OK, details: '' });
    });
  });
}

describe('unknown methods and malformed messages', () => {
  it('answers UNIMPLEMENTED for unknown methods and for ExecutePipeline', async () => {
    const unknown = await new Promise<number>((resolve) => {
      client.makeUnaryRequest(
        '/google.firestore.v1.Firestore/NoSuchMethod',
        (b: Buffer) => b,
        (b: Buffer) => b,
        Buffer.alloc(0),
        owner(),
        (e) => resolve(e?.code ?? 0),
      );
    });
    expect(unknown).toBe(status.UNIMPLEMENTED);
    const pipeline = await new Promise<number>((resolve) => {
      const stream = client.makeServerStreamRequest(
        '/google.firestore.v1.Firestore/ExecutePipeline',
        (service.ExecutePipeline as { requestSerialize: (v: unknown) => Buffer }).requestSerialize,
        (b: Buffer) => b,
        { database: DB() },
        owner(),
      );
      stream.on('data', () => {});
      stream.on('error', () => {});
      stream.on('status', (s: { code: number }) => resolve(s.code));
    });
    expect(pipeline).toBe(status.UNIMPLEMENTED);
  });

  it('answers INVALID_ARGUMENT for bytes that are not a protobuf message', async () => {
    const result = await callRaw('Commit', Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]));
    expect(result.code).toBe(status.INVALID_ARGUMENT);
  });

  it('survives random bytes thrown at every decoder (fuzz)', async () => {
    const methods = [
      'Commit',
      'GetDocument',
      'BatchWrite',
      'ListDocuments',
      'BeginTransaction',
      'Rollback',
      'ListCollectionIds',
      'PartitionQuery',
    ];
    for (let i = 0; i < 400; i++) {
      const method = methods[i % methods.length] as string;
      const bytes = randomBytes(Math.floor(Math.random() * 200));
      const result = await callRaw(method, bytes);
      expect(result.code, `${method} ${bytes.toString('hex')}`).not.toBe(status.INTERNAL);
      expect(result.code).not.toBe(status.UNAVAILABLE);
    }
    for (let i = 0; i < 100; i++) {
      const result = await callStream('RunQuery', {
        parent: `${DB()}/documents`,
        structured_query: { from: [{ collection_id: randomBytes(4).toString('hex') }] },
      });
      expect(result.code).toBe(status.OK);
      const garbage = await new Promise<number>((resolve) => {
        const stream = client.makeServerStreamRequest(
          `/google.firestore.v1.Firestore/${i % 2 ? 'RunQuery' : 'BatchGetDocuments'}`,
          (b: Buffer) => b,
          (b: Buffer) => b,
          randomBytes(Math.floor(Math.random() * 100)),
          owner(),
        );
        stream.on('data', () => {});
        stream.on('status', (s: { code: number }) => resolve(s.code));
        stream.on('error', () => {});
      });
      expect(garbage).not.toBe(status.INTERNAL);
    }
    // Still serving.
    expect((await commitOf(doc('after/fuzz'), { ok: { boolean_value: true } })).code).toBe(status.OK);
  });

  it('ends Listen and Write streams that receive undecodable messages with INVALID_ARGUMENT', async () => {
    for (const method of ['Listen', 'Write']) {
      for (let i = 0; i < 10; i++) {
        const code = await new Promise<number>((resolve) => {
          const stream = client.makeBidiStreamRequest(
            `/google.firestore.v1.Firestore/${method}`,
            (b: Buffer) => b,
            (b: Buffer) => b,
            owner(),
            { deadline: Date.now() + 5000 },
          );
          stream.on('data', () => {});
          stream.on('error', () => {});
          stream.on('status', (s: { code: number }) => resolve(s.code));
          stream.write(Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, ...randomBytes(i)]));
        });
        expect(code, method).toBe(status.INVALID_ARGUMENT);
      }
    }
  });

  it('survives garbage on the raw socket, with and without the HTTP/2 preface', async () => {
    const send = (bytes: Buffer) =>
      new Promise<void>((resolve) => {
        const socket = connect(h.port, '127.0.0.1', () => socket.end(bytes));
        socket.on('data', () => {});
        socket.on('error', () => resolve());
        socket.on('close', () => resolve());
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 1000);
      });
    for (let i = 0; i < 20; i++) {
      await send(randomBytes(64 + i * 10));
      await send(Buffer.concat([Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), randomBytes(64 + i * 10)]));
      await send(
        Buffer.from(
          `GET /${randomBytes(8).toString('hex')} HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n`,
        ),
      );
    }
    const res = await fetch(`http://${h.hostPort}/`);
    expect(await res.text()).toBe('Ok');
    expect((await call('GetDocument', { name: doc('after/fuzz') })).code).toBe(status.OK);
  });

  it('answers malformed JSON on the emulator endpoints with 400', async () => {
    const res = await fetch(`http://${h.hostPort}/emulator/v1/projects/${h.projectId}:securityRules`, {
      method: 'PUT',
      body: '{not json',
    });
    expect(res.status).toBe(400);
  });
});
