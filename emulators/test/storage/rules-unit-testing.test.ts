// @firebase/rules-unit-testing's storage() contexts against our emulator: rules loaded through
// PUT /internal/setRules, request.resource and resource, firestore.get, clearStorage.

import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RulesDocument } from '../../src/rules/api.ts';
import type { RunningStorage } from '../../src/storage-service/server.ts';
import { startStorage } from './helpers.ts';

const PROJECT = 'demo-rules-storage';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    // Clients upload their own photos: images under 512 KiB with a known kind.
    match /clients/{uid}/photos/{photo} {
      allow read: if request.auth.uid == uid || isStaff();
      allow create: if request.auth.uid == uid
        && request.resource.size < 512 * 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.kind in ['before', 'after', 'inspiration'];
      // Only the kind may change, and only by its owner.
      allow update: if request.auth.uid == uid
        && request.resource.size == resource.size
        && request.resource.metadata.kind in ['before', 'after', 'inspiration'];
      allow delete: if isStaff() || (request.auth.uid == uid && resource.metadata.kind != 'after');
    }
    function isStaff() {
      return request.auth != null
        && firestore.get(/databases/(default)/documents/roles/$(request.auth.uid)).data.role == 'staff';
    }
  }
}
`;

const roles = new Map<string, string>([['stella', 'staff']]);
const firestore = {
  async get(path: string): Promise<RulesDocument | null> {
    const match = /^\/databases\/\(default\)\/documents\/roles\/([^/]+)$/.exec(path);
    const role = match ? roles.get(match[1] as string) : undefined;
    if (!role || !match) return null;
    return {
      name: `projects/${PROJECT}/databases/(default)/documents/roles/${match[1]}`,
      // The rules engine reads Firestore values in their camelCase object shape.
      fields: { role: { stringValue: role } },
    };
  },
};

let emulator: RunningStorage;
let env: RulesTestEnvironment;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

beforeAll(async () => {
  emulator = await startStorage({ defaultProjectId: PROJECT, firestore });
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    storage: { host: '127.0.0.1', port: emulator.port, rules: RULES },
  });
});

afterAll(async () => {
  await env.cleanup();
  await emulator.stop();
});

beforeEach(async () => {
  await env.clearStorage();
});

async function seedPhoto(uid: string, name: string, kind: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context
      .storage()
      .ref(`clients/${uid}/photos/${name}`)
      .put(png, { contentType: 'image/png', customMetadata: { kind } });
  });
}

describe('client photos', () => {
  it('allows a client to upload a small image of a known kind', async () => {
    const storage = env.authenticatedContext('alice').storage();
    await assertSucceeds(
      storage
        .ref('clients/alice/photos/1.png')
        .put(png, { contentType: 'image/png', customMetadata: { kind: 'before' } })
        .then(),
    );
  });

  it('denies an upload without a kind, of the wrong type, too large, or into another folder', async () => {
    const storage = env.authenticatedContext('alice').storage();
    await assertFails(
      storage.ref('clients/alice/photos/2.png').put(png, { contentType: 'image/png' }).then(),
    );
    await assertFails(
      storage
        .ref('clients/alice/photos/3.pdf')
        .put(png, { contentType: 'application/pdf', customMetadata: { kind: 'before' } })
        .then(),
    );
    await assertFails(
      storage
        .ref('clients/alice/photos/4.png')
        .put(new Uint8Array(512 * 1024), { contentType: 'image/png', customMetadata: { kind: 'before' } })
        .then(),
    );
    await assertFails(
      storage
        .ref('clients/bob/photos/5.png')
        .put(png, { contentType: 'image/png', customMetadata: { kind: 'before' } })
        .then(),
    );
  });

  it('denies a signed-out visitor', async () => {
    await seedPhoto('alice', 'seen.png', 'before');
    const storage = env.unauthenticatedContext().storage();
    await assertFails(storage.ref('clients/alice/photos/seen.png').getMetadata());
  });

  it('judges updates against the stored resource', async () => {
    await seedPhoto('alice', 'kind.png', 'before');
    const storage = env.authenticatedContext('alice').storage();
    await assertSucceeds(
      storage.ref('clients/alice/photos/kind.png').updateMetadata({ customMetadata: { kind: 'after' } }),
    );
    await assertFails(
      storage.ref('clients/alice/photos/kind.png').updateMetadata({ customMetadata: { kind: 'other' } }),
    );
    // An "after" photo may no longer be deleted by the client…
    await assertFails(storage.ref('clients/alice/photos/kind.png').delete());
    // …but staff, known from a Firestore document, may.
    const staff = env.authenticatedContext('stella').storage();
    await assertSucceeds(staff.ref('clients/alice/photos/kind.png').getMetadata());
    await assertSucceeds(staff.ref('clients/alice/photos/kind.png').delete());
  });

  it('reads through firestore.get: a user without a role document is not staff', async () => {
    await seedPhoto('alice', 'private.png', 'before');
    const other = env.authenticatedContext('mallory').storage();
    await assertFails(other.ref('clients/alice/photos/private.png').getMetadata());
  });

  it('clears storage between tests', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref('top.txt').putString('x');
      await env.clearStorage();
      const { items } = await context.storage().ref().listAll();
      expect(items).toHaveLength(0);
    });
  });
});

describe('the studio storage.rules', () => {
  it('loads through setRules', async () => {
    const source = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
    const response = await fetch(`http://127.0.0.1:${emulator.port}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: source }] } }),
    });
    expect(response.status).toBe(200);
    const broken = await fetch(`http://127.0.0.1:${emulator.port}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        rules: { files: [{ name: 'storage.rules', content: 'service firebase.storage {' }] },
      }),
    });
    expect(broken.status).toBe(400);
    // Put the test's rules back for any later test.
    await fetch(`http://127.0.0.1:${emulator.port}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: RULES }] } }),
    });
  });
});
