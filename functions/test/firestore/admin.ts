// A firebase-admin Firestore on the test emulator, one project per test file so files can run
// side by side, emptied before each test.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, inject } from 'vitest';

export function useTestFirestore(name: string): () => Firestore {
  const host = inject('firestoreEmulatorHost');
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const projectId = `demo-${name}`;
  const app = initializeApp({ projectId }, `${name}-${randomUUID()}`);
  const db = getFirestore(app);
  beforeEach(async () => {
    const res = await fetch(
      `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status} ${await res.text()}`);
  });
  afterAll(() => deleteApp(app));
  return () => db;
}
