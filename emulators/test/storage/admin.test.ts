// firebase-admin's bucket (@google-cloud/storage) with FIREBASE_STORAGE_EMULATOR_HOST set, as the
// studio's functions and scripts use it.

import { createHash } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { BUCKET, PROJECT, startStorage } from './helpers.ts';

let emulator: RunningStorage;
let app: App;
const bucket = () => getStorage(app).bucket();

beforeAll(async () => {
  emulator = await startStorage();
  // firebase-admin reads the variable when its Storage client is first created.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET }, 'admin-test');
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
});

describe('firebase-admin storage', () => {
  it('saves with a resumable upload (the default) and downloads with checksum validation', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 17, 'nail polish ');
    const file = bucket().file('products/polish.bin');
    await file.save(data, {
      contentType: 'application/octet-stream',
      metadata: { metadata: { shade: 'red' } },
    });
    // download() checks the bytes against x-goog-hash (crc32c and md5) and throws on a mismatch.
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(Number(metadata.size)).toBe(data.length);
    expect(metadata.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
    expect(metadata.metadata).toEqual({ shade: 'red' });
  });

  it('keeps the checksums of a large resumable upload right when one of its chunks is refused', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, 'gel coat ');
    const file = bucket().file('products/chunked.bin');
    const [uri] = await file.createResumableUpload({ metadata: { contentLength: data.length } });
    // Chunks sent by hand: @google-cloud/storage never sends a short one on purpose.
    const put = (from: number, to: number, body: Uint8Array) =>
      fetch(uri, {
        method: 'PUT',
        headers: { 'Content-Range': `bytes ${from}-${to - 1}/${data.length}` },
        body: body as BodyInit,
      });
    const mib = 1024 * 1024;
    expect((await put(0, 2 * mib, data.subarray(0, 2 * mib))).status).toBe(308);
    // Short of its Content-Range: refused and rolled back, bytes and checksums both.
    expect((await put(2 * mib, 3 * mib, data.subarray(2 * mib, 2 * mib + 1000))).status).toBe(400);
    expect((await put(2 * mib, 3 * mib, data.subarray(2 * mib))).status).toBe(200);
    // download() checks the bytes against x-goog-hash (crc32c and md5) and throws on a mismatch.
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.md5Hash).toBe(createHash('md5').update(data).digest('base64'));
  });

  it('saves with a multipart upload', async () => {
    const file = bucket().file('blog/post.txt');
    await file.save('first post', { resumable: false, contentType: 'text/plain' });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('text/plain');
    expect((await file.download())[0].toString()).toBe('first post');
  });

  it('saves with checksum validation on for both algorithms', async () => {
    const file = bucket().file('blog/validated.txt');
    await file.save('checked', { resumable: false, validation: 'md5' });
    await file.save('checked again', { validation: 'crc32c' });
    expect((await file.download({ validation: 'crc32c' }))[0].toString()).toBe('checked again');
  });

  it('tells whether a file exists, updates metadata and deletes', async () => {
    const file = bucket().file('blog/temp.txt');
    expect((await file.exists())[0]).toBe(false);
    await file.save('temp', { resumable: false });
    expect((await file.exists())[0]).toBe(true);
    await file.setMetadata({ contentType: 'text/markdown', metadata: { draft: 'yes' } });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('text/markdown');
    expect(metadata.metadata).toEqual({ draft: 'yes' });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
  });

  it('lists with a prefix and a delimiter', async () => {
    await Promise.all(
      ['gallery/a.jpg', 'gallery/b.jpg', 'gallery/2025/c.jpg', 'gallery/2026/d.jpg', 'galleryx.jpg'].map(
        (n) => bucket().file(n).save(n, { resumable: false }),
      ),
    );
    const [all] = await bucket().getFiles({ prefix: 'gallery/' });
    expect(all.map((f) => f.name)).toEqual([
      'gallery/2025/c.jpg',
      'gallery/2026/d.jpg',
      'gallery/a.jpg',
      'gallery/b.jpg',
    ]);
    const [top, , response] = await bucket().getFiles({
      prefix: 'gallery/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect(top.map((f) => f.name)).toEqual(['gallery/a.jpg', 'gallery/b.jpg']);
    expect((response as { prefixes: string[] }).prefixes).toEqual(['gallery/2025/', 'gallery/2026/']);
    const [paged] = await bucket().getFiles({ prefix: 'gallery/', maxResults: 3 });
    expect(paged).toHaveLength(3);
  });

  it('gives a download URL through the Firebase API that works without auth', async () => {
    const file = bucket().file('products/cover.png');
    await file.save(Buffer.from('cover'), { resumable: false, contentType: 'image/png' });
    const url = await getDownloadURL(file);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('cover');
  });

  it('copies and moves files, keeping their metadata', async () => {
    const source = bucket().file('uploads/raw.jpg');
    await source.save(Buffer.from('jpeg'), {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { metadata: { by: 'alice' } },
    });
    await source.copy('gallery/copied.jpg');
    await source.move('gallery/moved.jpg');
    expect((await source.exists())[0]).toBe(false);
    for (const name of ['gallery/copied.jpg', 'gallery/moved.jpg']) {
      const [metadata] = await bucket().file(name).getMetadata();
      expect(metadata).toMatchObject({ contentType: 'image/jpeg', metadata: { by: 'alice' } });
      expect((await bucket().file(name).download())[0].toString()).toBe('jpeg');
    }
    await expect(bucket().file('uploads/missing.jpg').copy('x.jpg')).rejects.toMatchObject({ code: 404 });
  });

  it('answers 404 to a lookup of a bucket nothing was written to', async () => {
    expect((await getStorage(app).bucket('no-such-bucket').exists())[0]).toBe(false);
  });
});
