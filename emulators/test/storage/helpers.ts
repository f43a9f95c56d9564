// Starts our Storage emulator on a free port for one test file, with rules loaded the way
// firebase-tools and rules-unit-testing load them.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, type FirebaseStorage, getStorage } from 'firebase/storage';
import { afterAll } from 'vitest';
import { type RunningStorage, type StorageServiceOptions, start } from '../../src/storage-service/server.ts';

export const PROJECT = 'demo-storage-test';
export const BUCKET = `${PROJECT}.appspot.com`;

export async function startStorage(options: Partial<StorageServiceOptions> = {}): Promise<RunningStorage> {
  return start({ host: '127.0.0.1', port: 0, defaultProjectId: PROJECT, ...options });
}

export async function setRules(storage: RunningStorage, source: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${storage.port}/internal/setRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: source }] } }),
  });
  if (!response.ok) throw new Error(await response.text());
}

/** The web SDK's mock token: 'owner' (what rules-unit-testing sends with rules disabled) or a
 * user's claims. */
export type MockToken = 'owner' | { sub: string; [claim: string]: unknown };

/** Web SDK clients for one test file, each its own app on an emulator's port, signed in with a
 * mock token or signed out; the apps are deleted after the file's tests. */
export function webStorageClients(label: string): (port: number, token?: MockToken) => FirebaseStorage {
  const apps: FirebaseApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });
  return (port, token) => {
    const app = initializeApp(
      { projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake' },
      `${label}-${apps.length}`,
    );
    apps.push(app);
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', port, token ? { mockUserToken: token } : {});
    return storage;
  };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'storage-test-'));
}

/** Rules used by most tests: signed-in users own users/{uid}/**; public/** is readable by all. */
export const USER_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file=**} {
      allow read: if request.auth != null && request.auth.uid == uid;
      allow create, update: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*|text/plain|application/octet-stream');
      allow delete: if request.auth != null && request.auth.uid == uid;
    }
    match /public/{file=**} {
      allow read, list: if true;
      allow write: if request.auth != null;
    }
    match /{all=**} {
      allow read, write: if request.auth.token.admin == true;
    }
  }
}
`;
