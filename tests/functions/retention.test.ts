// previewDataRetention through the Functions emulator: the owner's dry run counts, changes
// nothing, and is hers alone.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { callFunction, PROJECT_ID, signIn, signUp, stack } from './support/stack.ts';

process.env.FIRESTORE_EMULATOR_HOST = stack().firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST = stack().auth;
const app = initializeApp({ projectId: PROJECT_ID }, `functions-retention-${randomUUID()}`);
const db = getFirestore(app);
const auth = getAuth(app);
afterAll(() => deleteApp(app));

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function withRole(name: string, role: 'owner' | 'assistant') {
  const account = await signUp(unique(name));
  await auth.setCustomUserClaims(account.uid, { role });
  return signIn((await auth.getUser(account.uid)).email ?? '');
}

describe('previewDataRetention', () => {
  it('answers the owner the counts of the next run and changes nothing', async () => {
    // Far in the past for any clock: past retention whatever today is.
    const ref = db.collection('booking_interests').doc();
    await ref.set({ client_id: 'ana', status: 'declined', created_at: new Date('2001-01-01T00:00:00Z') });
    const owner = await withRole('olga', 'owner');
    const answer = await callFunction('previewDataRetention', owner.idToken, null);
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ months: 24, interestsDeleted: expect.any(Number) });
    expect((answer.result as { interestsDeleted: number }).interestsDeleted).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).exists).toBe(true);
  }, 180_000);

  it('refuses an assistant and a client', async () => {
    const [amy, cleo] = await Promise.all([withRole('amy', 'assistant'), signUp(unique('cleo'))]);
    expect((await callFunction('previewDataRetention', amy.idToken, null)).status).toBe(403);
    expect((await callFunction('previewDataRetention', cleo.idToken, null)).status).toBe(403);
  });
});
