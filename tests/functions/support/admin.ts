// The Admin SDK of a functions stack test file, on the stack's emulators: one app a file, deleted
// after it, and the signed-in staff accounts the tests act as.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { type Account, PROJECT_ID, signIn, signUp, stack } from './stack.ts';

/** An e-mail address of this run only, so reruns against the same emulators never collide. */
export const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

export function stackAdmin(label: string) {
  process.env.FIRESTORE_EMULATOR_HOST = stack().firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack().auth;
  const app = initializeApp({ projectId: PROJECT_ID }, `${label}-${randomUUID()}`);
  afterAll(() => deleteApp(app));
  const db = getFirestore(app);
  const auth = getAuth(app);

  /**
   * A new account signed in with the role claim. `stored` also writes user_roles, as make-owner
   * does: functions that read the stored role (setUserRole, the calendar feed) need it.
   */
  async function withRole(
    name: string,
    role: 'owner' | 'assistant',
    { stored = false } = {},
  ): Promise<Account & { email: string }> {
    const email = unique(name);
    const account = await signUp(email);
    await auth.setCustomUserClaims(account.uid, { role });
    if (stored) await db.doc(`user_roles/${account.uid}`).set({ user_id: account.uid, role });
    return { ...(await signIn(email)), email };
  }

  return { db, auth, withRole };
}
