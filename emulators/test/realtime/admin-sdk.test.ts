// firebase-admin's onSnapshot runs its own Listen client (target id 1, resets on existence filter
// mismatches): documents, queries with limits, collection groups, many listeners at once.
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirestoreService } from '../../src/firestore/server.ts';
import { adminClient, nextMatching, removeTemporaryDirs, startEmulator } from './support.ts';

let emulator: FirestoreService;
let admin: ReturnType<typeof adminClient>;

beforeAll(async () => {
  emulator = await startEmulator();
  admin = adminClient(emulator.port);
});

afterAll(async () => {
  await admin?.close();
  await emulator?.stop();
  removeTemporaryDirs();
});

function querySnapshots(q: FirebaseFirestore.Query, predicate: (s: QuerySnapshot) => boolean) {
  return nextMatching<QuerySnapshot>((next, fail) => q.onSnapshot(next, fail), predicate);
}

describe('firebase-admin onSnapshot', () => {
  it('follows a document', async () => {
    const ref = admin.db.doc('admin-docs/one');
    const seen: unknown[] = [];
    const finished = nextMatching<DocumentSnapshot>(
      (next, fail) =>
        ref.onSnapshot((snapshot) => {
          seen.push(snapshot.exists ? snapshot.get('v') : null);
          next(snapshot);
        }, fail),
      () => seen.length === 3,
    );
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(1);
    await ref.set({ v: 'a' });
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(2);
    await ref.delete();
    await finished;
    expect(seen).toEqual([null, 'a', null]);
  });

  it('follows an ordered, limited query and reports docChanges', async () => {
    const col = admin.db.collection('admin-tasks');
    await col.doc('t1').set({ done: false, rank: 1 });
    await col.doc('t2').set({ done: false, rank: 2 });
    await col.doc('t3').set({ done: true, rank: 3 });
    const q = col.where('done', '==', false).orderBy('rank').limit(2);
    const initial = await querySnapshots(q, () => true);
    expect(initial.docs.map((d) => d.id)).toEqual(['t1', 't2']);

    const changes: string[] = [];
    const after = nextMatching<QuerySnapshot>(
      (next, fail) =>
        q.onSnapshot((snapshot) => {
          for (const change of snapshot.docChanges()) changes.push(`${change.type}:${change.doc.id}`);
          next(snapshot);
        }, fail),
      (s) => s.docs.map((d) => d.id).join() === 't2,t3',
    );
    await expect.poll(() => changes.length, { timeout: 30_000 }).toBe(2);
    await col.doc('t3').update({ done: false });
    await col.doc('t1').update({ done: true });
    const last = await after;
    expect(last.docs.map((d) => d.id)).toEqual(['t2', 't3']);
    expect(changes.slice(0, 2)).toEqual(['added:t1', 'added:t2']);
    expect(changes).toContain('removed:t1');
    expect(changes).toContain('added:t3');
  });

  it('follows a collection-group query', async () => {
    const q = admin.db.collectionGroup('admin-comments').where('flagged', '==', true);
    const waiting = querySnapshots(q, (s) => s.size === 2);
    await admin.db.doc('posts/p1/admin-comments/c1').set({ flagged: true });
    await admin.db.doc('posts/p2/admin-comments/c2').set({ flagged: true });
    await admin.db.doc('posts/p2/admin-comments/c3').set({ flagged: false });
    const snapshot = await waiting;
    expect(snapshot.docs.map((d) => d.ref.path).sort()).toEqual([
      'posts/p1/admin-comments/c1',
      'posts/p2/admin-comments/c2',
    ]);
  });

  it('delivers one write to a hundred listeners', async () => {
    const ref = admin.db.doc('admin-fanout/doc');
    await ref.set({ v: 0 });
    // Each listener first sees v = 0, so the write below reaches a hundred live listeners; no sleep
    // guesses when they are ready. Their ceiling is the test's, not a load-blind 10 s each.
    const ready: Promise<unknown>[] = [];
    const listeners = Array.from({ length: 100 }, () => {
      let seenFirst: () => void = () => {};
      ready.push(new Promise<void>((done) => (seenFirst = done)));
      return nextMatching<DocumentSnapshot>(
        (next, fail) =>
          ref.onSnapshot((snapshot) => {
            seenFirst();
            next(snapshot);
          }, fail),
        (s) => s.get('v') === 1,
        110_000,
      );
    });
    await Promise.all(ready);
    await ref.set({ v: 1 });
    const snapshots = await Promise.all(listeners);
    expect(snapshots).toHaveLength(100);
  });
});
