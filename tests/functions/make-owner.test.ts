// `npm run make-owner -- <email>` against the stack's Auth emulator and our Firestore emulator.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { claimsOf, PROJECT_ID, signIn, signUp, stack } from './support/stack.ts';

const script = fileURLToPath(new URL('../../scripts/make-owner.ts', import.meta.url));
process.env.FIRESTORE_EMULATOR_HOST = stack().firestore;
const app = initializeApp({ projectId: PROJECT_ID }, `make-owner-${randomUUID()}`);
const db = getFirestore(app);
afterAll(() => deleteApp(app));

function makeOwner(email: string) {
  return spawnSync(process.execPath, [script, email], {
    encoding: 'utf8',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: stack().firestore,
      FIREBASE_AUTH_EMULATOR_HOST: stack().auth,
      GCLOUD_PROJECT: PROJECT_ID,
    },
  });
}

describe('make-owner', () => {
  it('makes an existing account the owner: user_roles and the claim on the next token', async () => {
    const email = `olga-${randomUUID().slice(0, 8)}@example.com`;
    const olga = await signUp(email);
    expect(claimsOf(olga.idToken).role).toBe('client');
    const run = makeOwner(email);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('is now an owner');
    expect((await db.doc(`user_roles/${olga.uid}`).get()).data()).toEqual({
      user_id: olga.uid,
      role: 'owner',
    });
    expect(claimsOf((await signIn(email)).idToken).role).toBe('owner');
  });

  it('fails with a clear message for an unknown e-mail or none at all', () => {
    const unknown = makeOwner(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account with e-mail');
    const none = makeOwner('');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('Usage');
  });
});
