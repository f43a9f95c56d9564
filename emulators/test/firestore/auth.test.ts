// Auth and rules through @firebase/rules-unit-testing: the owner bypasses rules, mock ID tokens
// become request.auth, every read and write of anyone else goes through the rules.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, type Harness, startHarness } from './helpers.ts';

/** The compat namespace once firebase/compat/firestore is loaded (rules-unit-testing loads it). */
interface CompatFirestore {
  firestore: { FieldValue: { serverTimestamp(): unknown } };
}

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // Each user owns their profile; anyone signed in may read profiles.
    match /profiles/{uid} {
      allow read: if request.auth != null;
      allow create, update: if request.auth.uid == uid && request.resource.data.name is string;
      allow delete: if false;
    }
    // Notes are private to their owner, also when listed.
    match /notes/{id} {
      allow read: if request.auth != null && resource.data.owner == request.auth.uid;
      allow create: if request.auth != null && request.resource.data.owner == request.auth.uid;
    }
    // Server timestamps equal request.time.
    match /stamped/{id} {
      allow create: if request.resource.data.at == request.time;
    }
    // Admins (custom claim) may read the audit log.
    match /audit/{id} {
      allow read: if request.auth.token.admin == true;
    }
  }
}`;

let h: Harness;
let env: RulesTestEnvironment;

beforeAll(async () => {
  h = await startHarness();
  env = await initializeTestEnvironment({
    projectId: h.projectId,
    firestore: { host: h.host, port: h.port, rules: RULES },
  });
});
beforeEach(() => env.clearFirestore());
afterAll(async () => {
  await env.cleanup();
  await h.close();
});

describe('the owner', () => {
  it('bypasses rules with Bearer owner (firebase-admin and withSecurityRulesDisabled)', async () => {
    await h.admin().doc('audit/one').set({ what: 'seeded by admin' });
    await env.withSecurityRulesDisabled(async (ctx) => {
      const snap = await ctx.firestore().doc('audit/one').get();
      expect(snap.get('what')).toBe('seeded by admin');
      await ctx.firestore().doc('profiles/anyone').delete();
    });
  });
});

describe('signed-in users (mock ID tokens)', () => {
  it('allows a user to create their own profile and denies writing someone else’s', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(alice.doc('profiles/alice').set({ name: 'Alice' }));
    await assertFails(alice.doc('profiles/bob').set({ name: 'Not Bob' }));
    await assertFails(alice.doc('profiles/alice').set({ name: 42 }));
    await assertFails(alice.doc('profiles/alice').delete());
  });

  it('denies signed-out readers and allows signed-in ones', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx.firestore().doc('profiles/carol').set({ name: 'Carol' }),
    );
    await assertFails(env.unauthenticatedContext().firestore().doc('profiles/carol').get());
    await assertSucceeds(env.authenticatedContext('dave').firestore().doc('profiles/carol').get());
  });

  it('checks queries against the rules: a query for your own notes passes, a query for all fails', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('notes/a').set({ owner: 'alice', text: 'mine' });
      await ctx.firestore().doc('notes/b').set({ owner: 'bob', text: 'his' });
    });
    const alice = env.authenticatedContext('alice').firestore();
    const own = await assertSucceeds(alice.collection('notes').where('owner', '==', 'alice').get());
    expect(own.docs.map((d) => d.id)).toEqual(['a']);
    await assertFails(alice.collection('notes').get());
    // An empty result is judged by the query's constraints, not allowed blindly.
    await assertSucceeds(
      env.authenticatedContext('erin').firestore().collection('notes').where('owner', '==', 'erin').get(),
    );
    await assertFails(
      env.authenticatedContext('erin').firestore().collection('notes').where('owner', '==', 'frank').get(),
    );
  });

  it('passes custom claims through as request.auth.token', async () => {
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('audit/x').set({ what: 'login' }));
    await assertSucceeds(env.authenticatedContext('root', { admin: true }).firestore().doc('audit/x').get());
    await assertFails(env.authenticatedContext('user', { admin: false }).firestore().doc('audit/x').get());
  });

  it('judges each write of a batch, all or nothing', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const batch = alice.batch();
    batch.set(alice.doc('profiles/alice'), { name: 'Alice' });
    batch.set(alice.doc('profiles/mallory'), { name: 'Mallory' });
    await assertFails(batch.commit());
    let exists: boolean | undefined;
    await env.withSecurityRulesDisabled(async (ctx) => {
      exists = (await ctx.firestore().doc('profiles/alice').get()).exists;
    });
    expect(exists).toBe(false);
  });
});

describe('request.time', () => {
  it('equals the server timestamp written by the same request', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const compat = await import('firebase/compat/app');
    for (let i = 0; i < 10; i++) {
      await assertSucceeds(
        alice
          .doc(`stamped/${i}`)
          .set({ at: (compat.default as unknown as CompatFirestore).firestore.FieldValue.serverTimestamp() }),
      );
    }
  });
});

describe('the rules file', () => {
  it('is reloaded when it changes, keeping the last good rules when the new one is broken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    const path = join(dir, 'firestore.rules');
    const rulesWith = (condition: string) =>
      `rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{x=**} { allow read, write: if ${condition}; } } }`;
    writeFileSync(path, rulesWith('false'));
    const served = await startHarness(undefined, { rulesPath: path });
    try {
      const { doc, setDoc } = await import('firebase/firestore');
      const web = served.web();
      expect(await codeOf(setDoc(doc(web, 'watched/a'), { a: 1 }))).toBe('permission-denied');
      writeFileSync(path, rulesWith('true'));
      await waitFor(async () => {
        await setDoc(doc(web, 'watched/a'), { a: 1 });
      });
      writeFileSync(path, 'service cloud.firestore { broken');
      await new Promise((r) => setTimeout(r, 400));
      await setDoc(doc(web, 'watched/b'), { b: 1 });
    } finally {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function waitFor(attempt: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('without loaded rules', () => {
  it('denies every request that is not the owner’s', async () => {
    const bare = await startHarness();
    try {
      const web = bare.web();
      const { doc, setDoc } = await import('firebase/firestore');
      expect(await codeOf(setDoc(doc(web, 'any/doc'), { a: 1 }))).toBe('permission-denied');
      await bare.admin().doc('any/doc').set({ a: 1 });
    } finally {
      await bare.close();
    }
  });
});
