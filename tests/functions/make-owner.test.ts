// `npm run make-owner -- <email>` against the stack's Auth emulator and our Firestore emulator.
import { execFile } from 'node:child_process';
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

/** Runs the script without blocking this worker (a loaded machine can take long to start Node). */
function makeOwner(email: string): Promise<{ status: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: stack().firestore,
    FIREBASE_AUTH_EMULATOR_HOST: stack().auth,
    GCLOUD_PROJECT: PROJECT_ID,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [script, email], { env, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('make-owner', () => {
  it('makes an existing account the owner: user_roles and the claim on the next token', async () => {
    const email = `olga-${randomUUID().slice(0, 8)}@example.com`;
    const olga = await signUp(email);
    expect(claimsOf(olga.idToken).role).toBe('client');
    const run = await makeOwner(email);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('is now an owner');
    expect((await db.doc(`user_roles/${olga.uid}`).get()).data()).toEqual({
      user_id: olga.uid,
      role: 'owner',
    });
    expect(claimsOf((await signIn(email)).idToken).role).toBe('owner');
  });

  it('fails with a clear message for an unknown e-mail or none at all', async () => {
    const [unknown, none] = await Promise.all([
      makeOwner(`nobody-${randomUUID().slice(0, 8)}@example.com`),
      makeOwner(''),
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account with e-mail');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('Usage');
  });
});
