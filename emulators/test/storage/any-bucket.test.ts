// Any bucket name works, as with the official Storage emulator: a write creates the bucket, an
// unknown bucket reads and lists as an empty one, and buckets survive a restart. Covers the common
// set-ups: firebase-admin with `storageBucket: 'test-bucket'`, and rules-unit-testing with a
// project id the emulator was not started with.

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, getMetadata, list, ref, uploadString } from 'firebase/storage';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { startStorage, tempDir, webStorageClients } from './helpers.ts';

let emulator: RunningStorage;
let admin: App;
const client = webStorageClients('any-bucket');

beforeAll(async () => {
  emulator = await startStorage();
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  admin = initializeApp({ projectId: 'demo-other-project', storageBucket: 'test-bucket' }, 'any-bucket');
});

afterAll(async () => {
  await deleteApp(admin);
  await emulator.stop();
});

describe("firebase-admin with storageBucket: 'test-bucket'", () => {
  it('saves, reads, lists and deletes in a bucket the emulator never heard of', async () => {
    const bucket = getStorage(admin).bucket();
    expect(bucket.name).toBe('test-bucket');
    const file = bucket.file('reports/2026-11.csv');
    await file.save('month,total\n11,420\n', { contentType: 'text/csv' });
    expect((await file.download())[0].toString()).toBe('month,total\n11,420\n');
    expect((await bucket.exists())[0]).toBe(true);
    const [files] = await bucket.getFiles({ prefix: 'reports/' });
    expect(files.map((f) => f.name)).toEqual(['reports/2026-11.csv']);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
  });

  it('reads an unknown bucket as an empty one', async () => {
    const bucket = getStorage(admin).bucket('never-written');
    expect((await bucket.getFiles())[0]).toEqual([]);
    expect((await bucket.file('a.txt').exists())[0]).toBe(false);
    await expect(bucket.file('a.txt').download()).rejects.toMatchObject({ code: 404 });
  });
});

describe('the web SDK on another bucket', () => {
  it('finds no object and an empty list, then uploads into it', async () => {
    const storage = client(emulator.port, 'owner');
    const elsewhere = ref(storage, 'gs://web-bucket/notes/a.txt');
    await expect(getMetadata(elsewhere)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    expect((await list(ref(storage, 'gs://web-bucket/notes'))).items).toEqual([]);
    await uploadString(elsewhere, 'hello');
    expect((await getMetadata(elsewhere)).bucket).toBe('web-bucket');
    expect((await list(ref(storage, 'gs://web-bucket/notes'))).items.map((i) => i.fullPath)).toEqual([
      'notes/a.txt',
    ]);
  });

  it('refuses a name no bucket can have with 400', async () => {
    const response = await fetch(`http://127.0.0.1:${emulator.port}/v0/b/Not_A..Bucket!/o`);
    expect(response.status).toBe(400);
  });
});

describe('rules-unit-testing with any project id', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-any-project-id',
      storage: {
        host: '127.0.0.1',
        port: emulator.port,
        rules: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file=**} {
      allow read, write: if request.auth.uid == uid;
    }
  }
}`,
      },
    });
  });
  afterAll(async () => {
    await env.cleanup();
  });

  it('uploads, reads and clears in the bucket of its contexts', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(alice.ref('users/alice/a.txt').putString('mine').then());
    expect(await assertSucceeds(alice.ref('users/alice/a.txt').getMetadata())).toMatchObject({ size: 4 });
    await assertFails(env.authenticatedContext('bob').storage().ref('users/alice/a.txt').getMetadata());
    // clearStorage deletes the top-level objects of the contexts' bucket (it lists the root only).
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref('top.txt').putString('top');
    });
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await expect(context.storage().ref('top.txt').getMetadata()).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    });
  });
});

describe('buckets on disk', () => {
  it('keeps a written bucket and an empty created one across a restart', async () => {
    const dataDir = tempDir();
    const first = await startStorage({ dataDir });
    await uploadString(ref(client(first.port, 'owner'), 'gs://kept-bucket/a.txt'), 'kept');
    const created = await fetch(`http://127.0.0.1:${first.port}/b?project=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'empty-bucket' }),
    });
    expect(created.status).toBe(200);
    await first.stop();

    const second = await startStorage({ dataDir });
    try {
      const storage = client(second.port, 'owner');
      expect(new TextDecoder().decode(await getBytes(ref(storage, 'gs://kept-bucket/a.txt')))).toBe('kept');
      const names = second.engine.bucketNames();
      expect(names).toContain('kept-bucket');
      expect(names).toContain('empty-bucket');
    } finally {
      await second.stop();
    }
  });
});
