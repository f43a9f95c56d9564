// Conformance of Storage security rules through @firebase/rules-unit-testing, against our Storage
// emulator started on a free port.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentAccess, RulesDocument } from '../../../src/rules/api.ts';
import type { RunningService } from '../../../src/service.ts';

const PROJECT = 'demo-rules-conformance';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    // Gallery images: signed-in users read; their owner uploads PNG or JPEG under 1 MiB.
    match /gallery/{uid}/{image} {
      allow read: if request.auth != null;
      allow create: if request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/(png|jpeg)');
      allow delete: if request.auth.uid == uid;
    }
    // Private files: only their owner, at any depth.
    match /private/{uid}/{rest=**} {
      allow read, write: if request.auth.uid == uid;
    }
    // Documents: listing for signed-in users; metadata changes keep the owner; uploads only by
    // active staff, read from Firestore.
    match /docs/{name} {
      allow list: if request.auth != null;
      allow get: if resource.metadata.owner == request.auth.uid && resource.size > 0
        && resource.contentType == 'application/pdf' && resource.timeCreated < request.time;
      allow update: if request.resource.metadata.owner == resource.metadata.owner
        && request.resource.metadata.owner == request.auth.uid;
      allow create: if firestore.get(/databases/(default)/documents/staff/$(request.auth.uid)).data.active == true
        && request.resource.metadata.owner == request.auth.uid;
    }
  }
}`;

// Firestore as storage rules see it through firestore.get: alice is active staff, bob is not.
const staff: Record<string, RulesDocument> = {
  alice: {
    name: `projects/${PROJECT}/databases/(default)/documents/staff/alice`,
    fields: { active: { booleanValue: true } },
  },
  bob: {
    name: `projects/${PROJECT}/databases/(default)/documents/staff/bob`,
    fields: { active: { booleanValue: false } },
  },
};
const staffDirectory: Pick<DocumentAccess, 'get'> = {
  get: async (path) => staff[path.split('/').at(-1) ?? ''] ?? null,
};

let server: RunningService;
let env: RulesTestEnvironment;

beforeAll(async () => {
  const { start } = await import('../../../src/storage-service/server.ts');
  server = await start({ host: '127.0.0.1', port: 0, defaultProjectId: PROJECT, firestore: staffDirectory });
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    storage: { host: server.host, port: server.port, rules: RULES },
  });
});

afterAll(async () => {
  await env?.cleanup();
  await server?.stop();
});

beforeEach(async () => {
  await env.clearStorage();
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('gallery', () => {
  it('allows the owner to upload a small PNG and denies others', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(uploadBytes(ref(alice, 'gallery/alice/a.png'), png, { contentType: 'image/png' }));
    const bob = env.authenticatedContext('bob').storage();
    await assertFails(uploadBytes(ref(bob, 'gallery/alice/b.png'), png, { contentType: 'image/png' }));
  });

  it('denies a wrong content type and an oversized file', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertFails(uploadBytes(ref(alice, 'gallery/alice/a.txt'), png, { contentType: 'text/plain' }));
    const big = new Uint8Array(1024 * 1024 + 1);
    await assertFails(uploadBytes(ref(alice, 'gallery/alice/big.png'), big, { contentType: 'image/png' }));
  });

  it('lets signed-in users read and only the owner delete', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), 'gallery/alice/a.png'), png, { contentType: 'image/png' });
    });
    await assertSucceeds(getBytes(ref(env.authenticatedContext('bob').storage(), 'gallery/alice/a.png')));
    await assertFails(getBytes(ref(env.unauthenticatedContext().storage(), 'gallery/alice/a.png')));
    await assertFails(deleteObject(ref(env.authenticatedContext('bob').storage(), 'gallery/alice/a.png')));
    await assertSucceeds(
      deleteObject(ref(env.authenticatedContext('alice').storage(), 'gallery/alice/a.png')),
    );
  });
});

describe('private files', () => {
  it('match at any depth under the owner through a recursive wildcard', async () => {
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(uploadBytes(ref(alice, 'private/alice/a/b/c.bin'), png));
    await assertSucceeds(getBytes(ref(alice, 'private/alice/a/b/c.bin')));
    await assertFails(getBytes(ref(env.authenticatedContext('bob').storage(), 'private/alice/a/b/c.bin')));
  });
});

describe('documents', () => {
  const pdf = { contentType: 'application/pdf', customMetadata: { owner: 'alice' } };

  it('reach Firestore through firestore.get to decide an upload', async () => {
    await assertSucceeds(
      uploadBytes(ref(env.authenticatedContext('alice').storage(), 'docs/a.pdf'), png, pdf),
    );
    const bob = env.authenticatedContext('bob').storage();
    await assertFails(uploadBytes(ref(bob, 'docs/b.pdf'), png, { ...pdf, customMetadata: { owner: 'bob' } }));
    const carol = env.authenticatedContext('carol').storage();
    await assertFails(
      uploadBytes(ref(carol, 'docs/c.pdf'), png, { ...pdf, customMetadata: { owner: 'carol' } }),
    );
  });

  it('see the stored object as resource: metadata, size, contentType, timeCreated', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), 'docs/a.pdf'), png, pdf);
    });
    await assertSucceeds(getMetadata(ref(env.authenticatedContext('alice').storage(), 'docs/a.pdf')));
    await assertFails(getMetadata(ref(env.authenticatedContext('bob').storage(), 'docs/a.pdf')));
  });

  it('compare request.resource with resource on a metadata update', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), 'docs/a.pdf'), png, pdf);
    });
    const alice = env.authenticatedContext('alice').storage();
    await assertSucceeds(
      updateMetadata(ref(alice, 'docs/a.pdf'), { customMetadata: { owner: 'alice', note: 'x' } }),
    );
    await assertFails(updateMetadata(ref(alice, 'docs/a.pdf'), { customMetadata: { owner: 'bob' } }));
  });

  it('allow listing a prefix to signed-in users only', async () => {
    await assertSucceeds(listAll(ref(env.authenticatedContext('bob').storage(), 'docs')));
    await assertFails(listAll(ref(env.unauthenticatedContext().storage(), 'docs')));
  });
});

describe('loading storage rules', () => {
  it('refuses a rules file with an error, naming the line and column', async () => {
    const error = await initializeTestEnvironment({
      projectId: PROJECT,
      storage: {
        host: server.host,
        port: server.port,
        rules:
          "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    allow read: if request.auth.uid.size( > 0;\n  }\n}",
      },
    }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain('L4:');
  });
});
