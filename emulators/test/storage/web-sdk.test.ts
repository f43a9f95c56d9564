// The web SDK (firebase/storage) in Node against our emulator: every call the studio's app makes.

import { createHash } from 'node:crypto';
import {
  deleteObject,
  type FirebaseStorage,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStream,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { setRules, startStorage, USER_RULES, webStorageClients } from './helpers.ts';

let emulator: RunningStorage;
const client = webStorageClients('app');

function storageAs(uid: string | null, claims: Record<string, unknown> = {}): FirebaseStorage {
  // The string "owner" is what rules-unit-testing sends with rules disabled.
  return client(emulator.port, uid === 'owner' ? 'owner' : uid ? { sub: uid, ...claims } : undefined);
}

beforeAll(async () => {
  emulator = await startStorage();
  await setRules(emulator, USER_RULES);
});

afterAll(async () => {
  await emulator.stop();
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (buffer: ArrayBuffer) => new TextDecoder().decode(buffer);

describe('uploads and reads', () => {
  it('uploads bytes with metadata and reads them back', async () => {
    const storage = storageAs('alice');
    const photo = ref(storage, 'users/alice/photo.png');
    const result = await uploadBytes(photo, bytes('png bytes'), {
      contentType: 'image/png',
      customMetadata: { kind: 'before' },
      cacheControl: 'public, max-age=60',
    });
    expect(result.metadata.size).toBe(9);
    expect(result.metadata.contentType).toBe('image/png');
    expect(result.metadata.customMetadata).toEqual({ kind: 'before' });
    const metadata = await getMetadata(photo);
    expect(metadata.fullPath).toBe('users/alice/photo.png');
    expect(metadata.cacheControl).toBe('public, max-age=60');
    expect(metadata.md5Hash).toBe(createHash('md5').update('png bytes').digest('base64'));
    expect(text(await getBytes(photo))).toBe('png bytes');
    // getBlob is browser-only; its Node twin getStream reads the same alt=media answer.
    const chunks: Buffer[] = [];
    for await (const chunk of getStream(photo) as unknown as AsyncIterable<Uint8Array>)
      chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('png bytes');
  });

  it('uploads strings in every format', async () => {
    const storage = storageAs('alice');
    const note = ref(storage, 'users/alice/note.txt');
    await uploadString(note, 'hello', 'raw', { contentType: 'text/plain' });
    expect(text(await getBytes(note))).toBe('hello');
    await uploadString(note, Buffer.from('base64!').toString('base64'), 'base64', {
      contentType: 'text/plain',
    });
    expect(text(await getBytes(note))).toBe('base64!');
    await uploadString(note, 'data:text/plain;base64,ZGF0YSB1cmw=', 'data_url');
    expect(text(await getBytes(note))).toBe('data url');
    expect((await getMetadata(note)).contentType).toBe('text/plain');
  });

  it('reads a byte range when getBytes is capped', async () => {
    const storage = storageAs('alice');
    const file = ref(storage, 'users/alice/range.txt');
    await uploadString(file, '0123456789', 'raw', { contentType: 'text/plain' });
    expect(text(await getBytes(file, 4))).toBe('0123');
  });

  it('gives a download URL that works without auth', async () => {
    const storage = storageAs('alice');
    const photo = ref(storage, 'users/alice/shared.png');
    await uploadBytes(photo, bytes('shared'), { contentType: 'image/png' });
    const url = await getDownloadURL(photo);
    expect(url).toContain('token=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('shared');
    const withoutToken = await fetch(url.replace(/&token=[^&]+/, ''));
    expect(withoutToken.status).toBe(403);
  });

  it('updates custom metadata, removing keys set to null', async () => {
    const storage = storageAs('alice');
    const file = ref(storage, 'users/alice/meta.txt');
    await uploadString(file, 'x', 'raw', { contentType: 'text/plain', customMetadata: { a: '1', b: '2' } });
    const updated = await updateMetadata(file, {
      customMetadata: { b: null as unknown as string, c: '3' },
      contentLanguage: 'fr',
    });
    expect(updated.customMetadata).toEqual({ a: '1', c: '3' });
    expect(updated.contentLanguage).toBe('fr');
    expect(updated.metageneration).toBe('2');
    expect((await getMetadata(file)).customMetadata).toEqual({ a: '1', c: '3' });
  });

  it('deletes an object, then reports it missing', async () => {
    const storage = storageAs('alice');
    const file = ref(storage, 'users/alice/gone.txt');
    await uploadString(file, 'bye', 'raw', { contentType: 'text/plain' });
    await deleteObject(file);
    await expect(getMetadata(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(getBytes(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    await expect(deleteObject(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('listing', () => {
  beforeAll(async () => {
    const owner = storageAs('owner');
    const names = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt', 'sub/one.txt', 'sub/two.txt', 'other/x.txt'];
    await Promise.all(names.map((n) => uploadString(ref(owner, `public/list/${n}`), n, 'raw')));
  });

  it('lists items and prefixes one level deep', async () => {
    const storage = storageAs(null);
    const result = await list(ref(storage, 'public/list'));
    expect(result.items.map((r) => r.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(result.prefixes.map((r) => r.fullPath)).toEqual(['public/list/other', 'public/list/sub']);
    expect(result.nextPageToken).toBeUndefined();
  });

  it('pages with maxResults and page tokens', async () => {
    const storage = storageAs(null);
    const folder = ref(storage, 'public/list');
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(folder, { maxResults: 2, ...(pageToken ? { pageToken } : {}) });
      seen.push(...page.items.map((r) => r.fullPath), ...page.prefixes.map((r) => `${r.fullPath}/`));
      pageToken = page.nextPageToken ?? undefined;
      pages++;
    } while (pageToken);
    expect(pages).toBe(4);
    expect(seen.sort()).toEqual(
      ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt', 'other/', 'sub/'].map((n) => `public/list/${n}`).sort(),
    );
  });

  it('lists everything with listAll', async () => {
    const storage = storageAs(null);
    const result = await listAll(ref(storage, 'public/list/sub'));
    expect(result.items.map((r) => r.fullPath)).toEqual([
      'public/list/sub/one.txt',
      'public/list/sub/two.txt',
    ]);
  });
});

describe('resumable uploads', () => {
  it('uploads in chunks with progress and the object appears only at the end', async () => {
    const storage = storageAs('alice');
    const file = ref(storage, 'users/alice/big.bin');
    const data = new Uint8Array(700 * 1024).map((_, i) => i % 251);
    const task = uploadBytesResumable(file, data);
    const progress: number[] = [];
    let checkedInvisible = false;
    task.on('state_changed', (snapshot) => {
      progress.push(snapshot.bytesTransferred);
    });
    // Before the upload finishes the object must not exist.
    await new Promise<void>((resolve) => {
      const unsubscribe = task.on('state_changed', async (snapshot) => {
        if (snapshot.bytesTransferred > 0 && snapshot.bytesTransferred < data.length && !checkedInvisible) {
          checkedInvisible = true;
          unsubscribe();
          await expect(getMetadata(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
          resolve();
        }
      });
    });
    const snapshot = await task;
    expect(checkedInvisible).toBe(true);
    expect(snapshot.metadata.size).toBe(data.length);
    expect(progress.at(-1)).toBe(data.length);
    expect(progress.some((p) => p > 0 && p < data.length)).toBe(true);
    expect(new Uint8Array(await getBytes(file))).toEqual(data);
  });

  it('pauses and resumes', async () => {
    const storage = storageAs('alice');
    const file = ref(storage, 'users/alice/paused.bin');
    const data = new Uint8Array(600 * 1024).fill(3);
    const task = uploadBytesResumable(file, data);
    let paused = false;
    task.on('state_changed', (snapshot) => {
      if (!paused && snapshot.bytesTransferred > 0) {
        paused = task.pause();
        setTimeout(() => task.resume(), 50);
      }
    });
    const snapshot = await task;
    expect(paused).toBe(true);
    expect(snapshot.metadata.size).toBe(data.length);
  });

  it('cancels with storage/canceled and leaves no object', async () => {
    const storage = storageAs('alice');
    const file = ref(storage, 'users/alice/cancelled.bin');
    const task = uploadBytesResumable(file, new Uint8Array(900 * 1024));
    task.on('state_changed', (snapshot) => {
      if (snapshot.bytesTransferred > 0) task.cancel();
    });
    await expect(task).rejects.toMatchObject({ code: 'storage/canceled' });
    await expect(getMetadata(file)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });
});

describe('concurrent writers', () => {
  it('never shows a mix of two uploads to the same object', async () => {
    const owner = storageAs('owner');
    const file = ref(owner, 'race/photo.bin');
    const versions = Array.from({ length: 8 }, (_, i) => new Uint8Array(300 * 1024).fill(i + 1));
    const digests = new Set(versions.map((v) => createHash('md5').update(v).digest('base64')));
    await uploadBytes(file, versions[0] as Uint8Array);
    const reads: Promise<ArrayBuffer>[] = [];
    await Promise.all(
      versions.map(async (version, i) => {
        reads.push(getBytes(file));
        if (i % 2) await uploadBytes(file, version);
        else await uploadBytesResumable(file, version);
      }),
    );
    for (const bytes of await Promise.all(reads)) {
      expect(digests.has(createHash('md5').update(new Uint8Array(bytes)).digest('base64'))).toBe(true);
    }
    const metadata = await getMetadata(file);
    const final = new Uint8Array(await getBytes(file));
    expect(createHash('md5').update(final).digest('base64')).toBe(metadata.md5Hash);
  });
});

describe('rules', () => {
  it('denies another user with storage/unauthorized', async () => {
    const bob = storageAs('bob');
    await expect(uploadString(ref(bob, 'users/alice/x.txt'), 'x', 'raw')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(getMetadata(ref(bob, 'users/alice/photo.png'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(list(ref(bob, 'users/alice'))).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('denies a signed-out caller', async () => {
    const anonymous = storageAs(null);
    await expect(uploadString(ref(anonymous, 'public/x.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('judges request.resource.size and contentType', async () => {
    const alice = storageAs('alice');
    await expect(
      uploadBytes(ref(alice, 'users/alice/huge.png'), new Uint8Array(1024 * 1024 + 1), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(
      uploadString(ref(alice, 'users/alice/page.html'), '<p>', 'raw', { contentType: 'text/html' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    // A resumable upload is judged at start (announced size) and again when it is finalized.
    const task = uploadBytesResumable(ref(alice, 'users/alice/huge.bin'), new Uint8Array(1100 * 1024));
    await expect(task).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(getMetadata(ref(alice, 'users/alice/huge.bin'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('lets custom claims through and the owner token bypass rules', async () => {
    const admin = storageAs('staff', { admin: true });
    await uploadString(ref(admin, 'catalogue/nails.txt'), 'n', 'raw');
    const owner = storageAs('owner');
    expect(text(await getBytes(ref(owner, 'catalogue/nails.txt')))).toBe('n');
  });
});
