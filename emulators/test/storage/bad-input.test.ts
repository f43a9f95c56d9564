// Bad input gets the service's HTTP status and the SDK's error code; the emulator never crashes
// and never shows a partial object.

import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  type FirebaseStorage,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import {
  type App,
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { BUCKET, PROJECT, setRules, startStorage, USER_RULES } from './helpers.ts';

const MAX = 512 * 1024;
let emulator: RunningStorage;
let app: FirebaseApp;
let adminApp: App;
let owner: FirebaseStorage;
let alice: FirebaseStorage;
const adminBucket = () => getAdminStorage(adminApp).bucket();

beforeAll(async () => {
  emulator = await startStorage({ maxObjectBytes: MAX });
  await setRules(emulator, USER_RULES);
  app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake' }, 'bad-input');
  owner = getStorage(app);
  connectStorageEmulator(owner, '127.0.0.1', emulator.port, { mockUserToken: 'owner' });
  const aliceApp = initializeApp(
    { projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake' },
    'bad-input-alice',
  );
  alice = getStorage(aliceApp);
  connectStorageEmulator(alice, '127.0.0.1', emulator.port, { mockUserToken: { sub: 'alice' } });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  adminApp = initializeAdminApp({ projectId: PROJECT, storageBucket: BUCKET }, 'bad-input-admin');
});

afterAll(async () => {
  await deleteApp(app);
  await deleteAdminApp(adminApp);
  await emulator.stop();
});

const rejected = (status: number, code = 'storage/unknown') => ({ code, status });

describe('invalid object names', () => {
  it('refuses a name over 1,024 bytes', async () => {
    await expect(uploadString(ref(owner, 'x'.repeat(1025)), 'x')).rejects.toMatchObject(rejected(400));
    await expect(
      adminBucket()
        .file(`a/${'é'.repeat(512)}`)
        .save('x', { resumable: false }),
    ).rejects.toMatchObject({
      code: 400,
    });
    // Exactly 1,024 bytes is fine.
    await uploadString(ref(owner, 'x'.repeat(1024)), 'x');
  });

  it('refuses control characters', async () => {
    await expect(uploadString(ref(owner, 'bad\u0001name.txt'), 'x')).rejects.toMatchObject(rejected(400));
    await expect(uploadString(ref(owner, 'bad\nname.txt'), 'x')).rejects.toMatchObject(rejected(400));
    await expect(adminBucket().file('tab\there').save('x')).rejects.toMatchObject({ code: 400 });
  });

  it('refuses . and .. segments', async () => {
    await expect(uploadString(ref(owner, 'public/../secret.txt'), 'x')).rejects.toMatchObject(rejected(400));
    await expect(uploadString(ref(owner, 'public/./x.txt'), 'x')).rejects.toMatchObject(rejected(400));
    await expect(adminBucket().file('..').save('x', { resumable: false })).rejects.toMatchObject({
      code: 400,
    });
  });
});

describe('bucket names', () => {
  it('refuses a name no bucket can have with 400, from the web SDK and firebase-admin', async () => {
    const elsewhere = getStorage(app, 'gs://No_Such..Bucket');
    connectStorageEmulator(elsewhere, '127.0.0.1', emulator.port, { mockUserToken: 'owner' });
    await expect(uploadString(ref(elsewhere, 'a.txt'), 'x')).rejects.toMatchObject(rejected(400));
    await expect(list(ref(elsewhere, 'a'))).rejects.toMatchObject(rejected(400));
    await expect(getAdminStorage(adminApp).bucket('No_Such..Bucket').getFiles()).rejects.toMatchObject({
      code: 400,
    });
  });
});

describe('checksums', () => {
  it('refuses an upload whose declared MD5 does not match its bytes', async () => {
    const file = ref(owner, 'checked/md5.txt');
    await expect(
      uploadBytes(file, new TextEncoder().encode('abc'), {
        md5Hash: createHash('md5').update('abd').digest('base64'),
      }),
    ).rejects.toMatchObject(rejected(400));
    await expect(getMetadata(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await uploadBytes(file, new TextEncoder().encode('abc'), {
      md5Hash: createHash('md5').update('abc').digest('base64'),
    });
  });

  it('refuses firebase-admin uploads with a wrong crc32c or md5', async () => {
    const file = adminBucket().file('checked/admin.txt');
    await expect(
      file.save('data', { resumable: false, metadata: { crc32c: 'AAAAAA==' }, validation: false }),
    ).rejects.toMatchObject({ code: 400 });
    await expect(
      file.save('data', {
        metadata: { md5Hash: createHash('md5').update('other').digest('base64') },
        validation: false,
      }),
    ).rejects.toMatchObject({ code: 400 });
    expect((await file.exists())[0]).toBe(false);
  });
});

describe('content types', () => {
  it('stores application/octet-stream when none is given, which rules can refuse', async () => {
    await adminBucket().file('typeless').save(Buffer.from('x'), { resumable: false });
    const [metadata] = await adminBucket().file('typeless').getMetadata();
    expect(metadata.contentType).toBe('application/octet-stream');
    // USER_RULES accept images, text and octet-stream in users/{uid}: HTML is refused.
    await expect(
      uploadString(ref(alice, 'users/alice/page'), '<p>', 'raw', { contentType: 'text/html' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('refuses control characters in a content type or disposition at upload (400), never storing them', async () => {
    const file = ref(owner, 'headers/evil.txt');
    await expect(
      uploadString(file, 'x', 'raw', { contentType: 'text/plain\r\nX-Evil: 1' }),
    ).rejects.toMatchObject(rejected(400));
    await expect(
      uploadString(file, 'x', 'raw', { contentDisposition: 'attachment;\u0000filename=a' }),
    ).rejects.toMatchObject(rejected(400));
    await expect(getMetadata(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(
      adminBucket()
        .file('headers/admin.txt')
        .save('x', {
          resumable: false,
          metadata: { contentDisposition: 'inline\u0007' },
        }),
    ).rejects.toMatchObject({ code: 400 });
    await uploadString(file, 'x', 'raw', { contentType: 'text/plain' });
    await expect(updateMetadata(file, { contentType: 'text/plain\u001b' })).rejects.toMatchObject(
      rejected(400),
    );
    expect((await getMetadata(file)).contentType).toBe('text/plain');
    expect(await (await fetch(await getDownloadURL(file))).text()).toBe('x');
  });
});

describe('size limit', () => {
  it('refuses uploads larger than the configured maximum on every path', async () => {
    const big = new Uint8Array(MAX + 1);
    await expect(uploadBytes(ref(owner, 'big/multipart.bin'), big)).rejects.toMatchObject(rejected(413));
    await expect(uploadBytesResumable(ref(owner, 'big/resumable.bin'), big)).rejects.toMatchObject(
      rejected(413),
    );
    await expect(adminBucket().file('big/admin.bin').save(Buffer.from(big))).rejects.toMatchObject({
      code: 413,
    });
    await expect(
      adminBucket().file('big/admin2.bin').save(Buffer.from(big), { resumable: false }),
    ).rejects.toMatchObject({
      code: 413,
    });
    const { items } = await list(ref(owner, 'big'));
    expect(items).toHaveLength(0);
    // The limit itself is accepted.
    await uploadBytes(ref(owner, 'big/exact.bin'), new Uint8Array(MAX));
  });
});

describe('resumable sessions', () => {
  async function session(name: string, size: number): Promise<string> {
    const [uri] = await adminBucket()
      .file(name)
      .createResumableUpload({ metadata: { contentLength: size } });
    return uri;
  }
  // A session started by firebase-admin, then fed chunks by hand: no client sends these on purpose.
  const put = (uri: string, range: string, body: Uint8Array) =>
    fetch(uri, { method: 'PUT', headers: { 'Content-Range': range }, body: body as BodyInit });

  it('refuses an out-of-order chunk and keeps what arrived in order', async () => {
    const uri = await session('sessions/order.bin', 20);
    expect((await put(uri, 'bytes 0-9/20', new Uint8Array(10).fill(1))).status).toBe(308);
    expect((await put(uri, 'bytes 15-19/20', new Uint8Array(5).fill(2))).status).toBe(400);
    const status = await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes */*' } });
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBe('bytes=0-9');
    // A retried chunk that overlaps what arrived is accepted from where the session stands.
    expect((await put(uri, 'bytes 5-19/20', new Uint8Array(15).fill(1))).status).toBe(200);
    const [bytes] = await adminBucket().file('sessions/order.bin').download();
    expect([...bytes]).toEqual(Array(20).fill(1));
  });

  it('refuses a chunk shorter than its Content-Range and a finalize before every byte', async () => {
    const uri = await session('sessions/short.bin', 20);
    expect((await put(uri, 'bytes 0-9/20', new Uint8Array(6))).status).toBe(400);
    // The short chunk was rolled back whole: the session holds nothing.
    const status = await put(uri, 'bytes */20', new Uint8Array(0));
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBeNull();
    expect((await adminBucket().file('sessions/short.bin').exists())[0]).toBe(false);
  });

  it('refuses to finalize a Firebase resumable upload before every announced byte arrived', async () => {
    // The web SDK's resumable protocol, spoken by hand to send what the SDK never would.
    const base = `http://127.0.0.1:${emulator.port}/v0/b/${BUCKET}/o?name=sessions%2Ffirebase.bin`;
    const start = await fetch(base, {
      method: 'POST',
      headers: {
        Authorization: 'Firebase owner',
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '20',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    const url = start.headers.get('x-goog-upload-url') as string;
    const chunk = (command: string, offset: number, body: Uint8Array) =>
      fetch(url, {
        method: 'POST',
        headers: { 'X-Goog-Upload-Command': command, 'X-Goog-Upload-Offset': String(offset) },
        body: body as BodyInit,
      });
    expect((await chunk('upload', 5, new Uint8Array(5))).status).toBe(400);
    expect((await chunk('upload, finalize', 0, new Uint8Array(10))).status).toBe(400);
    // A chunk whose connection dies half way is rolled back whole, so a query tells the client
    // to resend it from its start.
    await new Promise<void>((resolve) => {
      const req = request(url, {
        method: 'POST',
        headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '10', 'Content-Length': '10' },
      });
      req.on('error', () => resolve());
      req.write(new Uint8Array(4), () => setTimeout(() => req.destroy(), 50));
    });
    await new Promise((r) => setTimeout(r, 50));
    const query = await fetch(url, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    // The 10 bytes of the refused finalize stay; the 4 of the broken chunk do not.
    expect(query.headers.get('x-goog-upload-size-received')).toBe('10');
    // Cancelled, the session refuses further chunks and no object appears.
    expect((await chunk('cancel', 0, new Uint8Array(0))).status).toBe(200);
    expect((await chunk('upload, finalize', 10, new Uint8Array(10))).status).toBe(410);
    await expect(getMetadata(ref(owner, 'sessions/firebase.bin'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('cancels a session; it then answers 499 and no object appears', async () => {
    const uri = await session('sessions/cancelled.bin', 10);
    await put(uri, 'bytes 0-4/10', new Uint8Array(5));
    expect((await fetch(uri, { method: 'DELETE' })).status).toBe(499);
    expect((await put(uri, 'bytes 5-9/10', new Uint8Array(5))).status).toBe(410);
    expect((await adminBucket().file('sessions/cancelled.bin').exists())[0]).toBe(false);
  });

  it('refuses a multipart body cut off before its closing boundary', async () => {
    // Wire-level: what a client that died mid-request leaves, which no SDK sends on purpose.
    const body =
      '--b\r\nContent-Type: application/json\r\n\r\n{}\r\n--b\r\nContent-Type: text/plain\r\n\r\nhalf a fi';
    const response = await fetch(`http://127.0.0.1:${emulator.port}/v0/b/${BUCKET}/o?name=cut.txt`, {
      method: 'POST',
      headers: {
        Authorization: 'Firebase owner',
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related; boundary=b',
      },
      body,
    });
    expect(response.status).toBe(400);
    await expect(getMetadata(ref(owner, 'cut.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('answers a repeated finalize with the same object', async () => {
    const start = await fetch(`http://127.0.0.1:${emulator.port}/v0/b/${BUCKET}/o?name=sessions%2Fonce.bin`, {
      method: 'POST',
      headers: {
        Authorization: 'Firebase owner',
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '3',
      },
      body: '{}',
    });
    const url = start.headers.get('x-goog-upload-url') as string;
    const finalize = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
        body: 'abc',
      });
    const first = await finalize();
    const again = await finalize();
    expect([first.status, again.status]).toEqual([200, 200]);
    const [a, b] = [
      (await first.json()) as { generation: string },
      (await again.json()) as { generation: string },
    ];
    expect(b.generation).toBe(a.generation);
  });

  it('answers malformed requests with 4xx and keeps serving', async () => {
    // Wire-level garbage no SDK sends: each must get a client error, never a crash or a 5xx.
    const base = `http://127.0.0.1:${emulator.port}`;
    const owner = { Authorization: 'Firebase owner' };
    const attempts: [string, RequestInit][] = [
      [`/v0/b/${BUCKET}/o/%E0%A4%A`, { headers: owner }],
      [`/v0/b/${BUCKET}/o/a.txt`, { method: 'PATCH', headers: owner, body: '{not json' }],
      [`/v0/b/${BUCKET}/o/a.txt`, { method: 'PATCH', headers: owner, body: '{"metadata": [1]}' }],
      [
        `/v0/b/${BUCKET}/o?name=x`,
        { method: 'POST', headers: { ...owner, 'X-Goog-Upload-Protocol': 'multipart' }, body: 'x' },
      ],
      [
        `/v0/b/${BUCKET}/o?name=x`,
        { method: 'POST', headers: { ...owner, 'X-Goog-Upload-Command': 'bogus' } },
      ],
      [`/v0/b/${BUCKET}/o?upload_id=nope`, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } }],
      [`/v0/b/${BUCKET}/o?prefix=no-slash`, { headers: owner }],
      [`/v0/b/${BUCKET}/o?maxResults=-3`, { headers: owner }],
      [`/v0/b/${BUCKET}/o?pageToken=%%%`, { headers: owner }],
      [`/v0/b/${BUCKET}/o/a.txt`, { headers: { Authorization: 'Firebase not.a-jwt.at-all' } }],
      [`/v0/b/${BUCKET}/o/a.txt`, { headers: { Authorization: 'Basic abc' } }],
      [`/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable`, { method: 'POST', body: '{}' }],
      [`/upload/storage/v1/b/${BUCKET}/o?upload_id=nope`, { method: 'PUT', body: 'x' }],
      [`/b/${BUCKET}/o/x?alt=media`, { headers: { Range: 'bytes=999-1' } }],
      ['/nowhere', {}],
    ];
    for (const [path, init] of attempts) {
      const response = await fetch(base + path, init);
      await response.arrayBuffer();
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('is still serving after all of the above', async () => {
    expect((await fetch(`http://127.0.0.1:${emulator.port}/v0`)).status).toBe(200);
  });
});
