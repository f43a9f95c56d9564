// Starts our Storage emulator on a free port for one test file, with rules loaded the way
// firebase-tools and rules-unit-testing load them.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningStorage, type StorageServiceOptions, start } from '../../src/storage/server.ts';

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
