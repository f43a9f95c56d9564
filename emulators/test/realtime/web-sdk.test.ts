// The web SDK in Node speaks gRPC: reads go through the Listen stream (getDoc, getDocs,
// onSnapshot), writes through the Write stream.
import {
  collection,
  type DocumentSnapshot,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  onSnapshot,
  orderBy,
  type QuerySnapshot,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirestoreService } from '../../src/firestore/server.ts';
import {
  adminClient,
  nextMatching,
  PROJECT,
  removeTemporaryDirs,
  startEmulator,
  webClient,
} from './support.ts';

let emulator: FirestoreService;
let web: ReturnType<typeof webClient>;
let user: ReturnType<typeof webClient>;
let admin: ReturnType<typeof adminClient>;

beforeAll(async () => {
  emulator = await startEmulator();
  web = webClient(emulator.port);
  user = webClient(emulator.port, { uid: 'alice' });
  admin = adminClient(emulator.port);
});

afterAll(async () => {
  await web?.close();
  await user?.close();
  await admin?.close();
  await emulator?.stop();
  removeTemporaryDirs();
});

function docSnapshots(ref: ReturnType<typeof doc>, predicate: (s: DocumentSnapshot) => boolean) {
  return nextMatching<DocumentSnapshot>((next, fail) => onSnapshot(ref, next, fail), predicate);
}

describe('the web SDK through Listen and Write', () => {
  it('reads with getDoc and getDocs', async () => {
    await admin.db.doc('books/dune').set({ title: 'Dune', year: 1965 });
    await admin.db.doc('books/emma').set({ title: 'Emma', year: 1815 });
    const one = await getDoc(doc(web.db, 'books/dune'));
    expect(one.exists()).toBe(true);
    expect(one.data()).toEqual({ title: 'Dune', year: 1965 });
    const missing = await getDoc(doc(web.db, 'books/none'));
    expect(missing.exists()).toBe(false);
    const all = await getDocs(query(collection(web.db, 'books'), orderBy('year')));
    expect(all.docs.map((d) => d.id)).toEqual(['emma', 'dune']);
  });

  it('writes through the Write stream with transforms', async () => {
    const ref = doc(web.db, 'counters/visits');
    await setDoc(ref, { count: 1, at: serverTimestamp() });
    await updateDoc(ref, { count: increment(2) });
    const stored = await admin.db.doc('counters/visits').get();
    expect(stored.get('count')).toBe(3);
    expect(stored.get('at').toMillis()).toBeGreaterThan(Date.now() - 60_000);
    const batch = writeBatch(web.db);
    batch.set(doc(web.db, 'counters/a'), { n: 1 });
    batch.delete(ref);
    await batch.commit();
    expect((await admin.db.doc('counters/visits').get()).exists).toBe(false);
    expect((await admin.db.doc('counters/a').get()).get('n')).toBe(1);
  });

  it('follows a document with onSnapshot as it is created, changed and deleted', async () => {
    const ref = doc(web.db, 'live/one');
    const seen: (number | null)[] = [];
    const done = nextMatching<DocumentSnapshot>(
      (next, fail) =>
        onSnapshot(
          ref,
          (snapshot) => {
            seen.push(snapshot.exists() ? (snapshot.get('n') as number) : null);
            next(snapshot);
          },
          fail,
        ),
      () => seen.length >= 4,
    );
    await docSnapshots(ref, (s) => !s.exists());
    await admin.db.doc('live/one').set({ n: 1 });
    await docSnapshots(ref, (s) => s.get('n') === 1);
    await admin.db.doc('live/one').set({ n: 2 });
    await docSnapshots(ref, (s) => s.get('n') === 2);
    await admin.db.doc('live/one').delete();
    await done;
    expect(seen).toEqual([null, 1, 2, null]);
  });

  it('follows a query with docChanges as documents enter, move and leave', async () => {
    const scores = collection(web.db, 'scores');
    await admin.db.doc('scores/a').set({ game: 'chess', points: 10 });
    await admin.db.doc('scores/b').set({ game: 'chess', points: 20 });
    await admin.db.doc('scores/c').set({ game: 'go', points: 30 });
    const q = query(scores, where('game', '==', 'chess'), orderBy('points', 'desc'), limit(2));
    const changes: string[] = [];
    const snapshots: string[][] = [];
    let resolveCount: () => void = () => {};
    let wanted = 1;
    const progressed = () =>
      new Promise<void>((done) => {
        resolveCount = done;
      });
    let waiting = progressed();
    const unsubscribe = onSnapshot(q, (snapshot: QuerySnapshot) => {
      snapshots.push(snapshot.docs.map((d) => d.id));
      for (const change of snapshot.docChanges()) changes.push(`${change.type}:${change.doc.id}`);
      if (snapshots.length >= wanted) resolveCount();
    });
    await waiting;
    expect(snapshots.at(-1)).toEqual(['b', 'a']);

    wanted = 2;
    waiting = progressed();
    await admin.db.doc('scores/d').set({ game: 'chess', points: 15 });
    await waiting;
    expect(snapshots.at(-1)).toEqual(['b', 'd']);

    wanted = 3;
    waiting = progressed();
    await admin.db.doc('scores/b').update({ game: 'go' });
    await waiting;
    expect(snapshots.at(-1)).toEqual(['d', 'a']);
    unsubscribe();
    expect(changes).toEqual(['added:b', 'added:a', 'removed:a', 'added:d', 'removed:b', 'added:a']);
  });

  it('reports pending writes with includeMetadataChanges, then the server acknowledgement', async () => {
    const ref = doc(web.db, 'meta/one');
    const states: string[] = [];
    const acknowledged = nextMatching<DocumentSnapshot>(
      (next, fail) =>
        onSnapshot(
          ref,
          { includeMetadataChanges: true },
          (snapshot) => {
            states.push(
              `${snapshot.exists() ? snapshot.get('v') : '-'}/${snapshot.metadata.hasPendingWrites}`,
            );
            next(snapshot);
          },
          fail,
        ),
      (s) => s.exists() && !s.metadata.hasPendingWrites,
    );
    await setDoc(ref, { v: 'x' });
    const last = await acknowledged;
    expect(last.metadata.fromCache).toBe(false);
    expect(states).toContain('x/true');
    expect(states.at(-1)).toBe('x/false');
  });

  it('lets a signed-in user listen where the rules allow it', async () => {
    await admin.db.doc('open/allowed').set({ v: 1 });
    const snapshot = await getDoc(doc(user.db, 'open/allowed'));
    expect(snapshot.get('v')).toBe(1);
    const all = await getDocs(collection(user.db, 'open'));
    expect(all.docs.map((d) => d.id)).toContain('allowed');
  });

  it('surfaces a rules denial on a listen as permission-denied', async () => {
    await admin.db.doc('secrets/s').set({ v: 1 });
    const error = await new Promise<{ code: string }>((done) => {
      onSnapshot(
        collection(user.db, 'secrets'),
        () => {},
        (e) => done(e as { code: string }),
      );
    });
    expect(error.code).toBe('permission-denied');
    await expect(getDoc(doc(user.db, 'secrets/s'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('rejects a write the rules deny and keeps the stream usable', async () => {
    await expect(setDoc(doc(user.db, 'secrets/w'), { v: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await setDoc(doc(user.db, 'open/after-denial'), { v: 2 });
    expect((await admin.db.doc('open/after-denial').get()).get('v')).toBe(2);
  });

  it('empties a live query when the emulator clears the database', async () => {
    await admin.db.doc('clearing/a').set({ v: 1 });
    const sizes: number[] = [];
    const unsubscribe = onSnapshot(collection(web.db, 'clearing'), (snapshot) => sizes.push(snapshot.size));
    await expect.poll(() => sizes.at(-1), { timeout: 30_000 }).toBe(1);
    const response = await fetch(
      `http://127.0.0.1:${emulator.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(response.ok).toBe(true);
    await expect.poll(() => sizes.at(-1), { timeout: 30_000 }).toBe(0);
    unsubscribe();
  });

  it('round-trips every value type through Write and Listen', async () => {
    const ref = doc(web.db, 'types/all');
    const value = {
      n: null,
      b: true,
      i: 42,
      d: 1.5,
      s: 'héllo',
      t: Timestamp.fromMillis(1_700_000_000_123),
      a: [1, 'two', { three: 3 }],
      m: { nested: { deep: 'yes' } },
    };
    await setDoc(ref, value);
    const back = await getDoc(ref);
    expect(back.data()).toEqual(value);
  });
});
