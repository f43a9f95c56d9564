// `firebase/firestore/lite` speaks only REST (fetch, in Node too): every one of its calls against the
// real emulator, including the ones the full SDK never makes over REST (runQuery, beginTransaction
// free transactions, aggregation), and the rules on them.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  addDoc,
  average,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreService, start } from '../../src/firestore/server.ts';
import { RULES_PATH } from './support/env.ts';

let emulator: FirestoreService;
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  emulator = await start({
    host: '127.0.0.1',
    port: 0,
    defaultProjectId: 'demo-lite',
    rulesPath: RULES_PATH,
  });
});
afterAll(async () => {
  for (const app of apps) await deleteApp(app);
  await emulator?.stop();
});

function connect(projectId: string, uid?: string): Firestore {
  const app = initializeApp({ projectId, apiKey: 'fake' }, `${projectId}-${uid ?? 'anon'}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    '127.0.0.1',
    emulator.port,
    uid ? { mockUserToken: { sub: uid, user_id: uid } } : {},
  );
  return db;
}

describe('firestore/lite over REST', () => {
  it('reads, writes, queries and aggregates with every value type intact', async () => {
    const db = connect('demo-lite-crud');
    const items = collection(db, 'open/lite/items');
    const when = new Timestamp(1_700_000_000, 123_456_789);
    await setDoc(doc(items, 'a'), {
      n: 1,
      f: 1.5,
      s: 'é😀',
      when,
      nan: Number.NaN,
      inf: -Infinity,
      nil: null,
    });
    await addDoc(items, { n: 2, f: 2.5 });
    await updateDoc(doc(items, 'a'), { n: increment(2) });
    const a = await getDoc(doc(items, 'a'));
    // Firestore keeps microseconds, as the service does.
    const stored = new Timestamp(1_700_000_000, 123_456_000);
    expect(a.data()).toEqual({
      n: 3,
      f: 1.5,
      s: 'é😀',
      when: stored,
      nan: Number.NaN,
      inf: -Infinity,
      nil: null,
    });

    const ordered = await getDocs(query(items, where('n', '>', 1), orderBy('n', 'desc'), limit(5)));
    expect(ordered.docs.map((d) => d.get('n'))).toEqual([3, 2]);
    expect((await getCount(items)).data().count).toBe(2);
    const stats = await getAggregate(items, { total: sum('n'), mean: average('f') });
    expect(stats.data()).toEqual({ total: 5, mean: 2 });

    const batch = writeBatch(db);
    batch.delete(doc(items, 'a'));
    batch.set(doc(items, 'c'), { n: 7 });
    await batch.commit();
    await deleteDoc(doc(items, 'c'));
    expect((await getDoc(doc(items, 'a'))).exists()).toBe(false);
  });

  it('runs transactions that read then write', async () => {
    const db = connect('demo-lite-tx');
    const counter = doc(db, 'open/counter');
    await setDoc(counter, { n: 1 });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        runTransaction(db, async (tx) => {
          const n = (await tx.get(counter)).get('n') as number;
          tx.update(counter, { n: n + 1 });
          return n;
        }),
      ),
    );
    expect(results.sort()).toEqual([1, 2, 3]);
    expect((await getDoc(counter)).get('n')).toBe(4);
  });

  it('applies the rules with the caller from the Authorization header', async () => {
    const alice = connect('demo-lite-rules', 'alice');
    const anonymous = connect('demo-lite-rules');
    await setDoc(doc(alice, 'users/alice/notes/n'), { t: 1 });
    await expect(getDoc(doc(anonymous, 'users/alice/notes/n'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(setDoc(doc(alice, 'locked/x'), { t: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDocs(collection(anonymous, 'users/alice/notes'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
