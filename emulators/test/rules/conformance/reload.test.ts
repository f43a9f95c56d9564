// Rules files on disk: the emulators load them at start, reload them when they are edited, and keep
// the last good rules when an edit does not compile, as firebase-tools does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../src/service.ts';

const PROJECT = 'demo-rules-reload';

const firestoreRules = (condition: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} { allow get: if ${condition}; }
  }
}`;

const storageRules = (condition: string) => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /files/{name} { allow get: if ${condition}; }
  }
}`;

/** Retries `check` until it holds: the emulators reload on a file-system event, a moment later. */
async function eventually(check: () => Promise<unknown>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

let dir: string;
let firestore: RunningService;
let storage: RunningService;
let env: RulesTestEnvironment;
const firestorePath = () => join(dir, 'firestore.rules');
const storagePath = () => join(dir, 'storage.rules');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rules-reload-'));
  writeFileSync(firestorePath(), firestoreRules('false'));
  writeFileSync(storagePath(), storageRules('false'));
  const options = { host: '127.0.0.1', port: 0, defaultProjectId: PROJECT };
  firestore = await (await import('../../../src/firestore/server.ts')).start({
    ...options,
    rulesPath: firestorePath(),
  });
  storage = await (await import('../../../src/storage-service/server.ts')).start({
    ...options,
    rulesPath: storagePath(),
  });
  // No rules here: the environment must use what the emulators loaded from disk.
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: firestore.host, port: firestore.port },
    storage: { host: storage.host, port: storage.port },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'notes/n1'), { text: 'hi' });
    await uploadBytes(ref(context.storage(), 'files/a.txt'), new Uint8Array([1]));
  });
});

afterAll(async () => {
  await env?.cleanup();
  await firestore?.stop();
  await storage?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the Firestore emulator', () => {
  it('loads the rules file at start and reloads it on edit', async () => {
    const read = () => getDoc(doc(env.unauthenticatedContext().firestore(), 'notes/n1'));
    await assertFails(read());
    writeFileSync(firestorePath(), firestoreRules('true'));
    await eventually(() => assertSucceeds(read()));
  });

  it('keeps the last good rules when an edit does not compile', async () => {
    const read = () => getDoc(doc(env.unauthenticatedContext().firestore(), 'notes/n1'));
    writeFileSync(firestorePath(), firestoreRules('true'));
    await eventually(() => assertSucceeds(read()));
    writeFileSync(firestorePath(), firestoreRules('true &&'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await assertSucceeds(read());
    writeFileSync(firestorePath(), firestoreRules('false'));
    await eventually(() => assertFails(read()));
  });
});

describe('the Storage emulator', () => {
  it('loads the rules file at start and reloads it on edit', async () => {
    const read = () => getBytes(ref(env.unauthenticatedContext().storage(), 'files/a.txt'));
    await assertFails(read());
    writeFileSync(storagePath(), storageRules('true'));
    await eventually(() => assertSucceeds(read()));
  });

  it('keeps the last good rules when an edit does not compile', async () => {
    const read = () => getBytes(ref(env.unauthenticatedContext().storage(), 'files/a.txt'));
    writeFileSync(storagePath(), storageRules('true'));
    await eventually(() => assertSucceeds(read()));
    writeFileSync(storagePath(), storageRules("'a' + 1 == 2"));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await read()).toBeDefined();
    writeFileSync(storagePath(), storageRules('false'));
    await eventually(() => assertFails(read()));
  });
});
