// Writes: set/merge/update masks, field paths with dots and backticks, every transform,
// preconditions, batches and BulkWriter (BatchWrite), with firebase-admin and the web SDK.
import {
  arrayRemove,
  arrayUnion,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  FieldPath as WebFieldPath,
  writeBatch,
} from 'firebase/firestore';
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { codeOf, openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

describe('set, merge and update masks', () => {
  it('replaces with set, merges with merge, patches nested fields with update (admin)', async () => {
    const db = h.admin();
    const ref = db.doc('masks/admin');
    await ref.set({ a: 1, nested: { x: 1, y: 2 }, gone: true });
    await ref.set({ b: 2, nested: { y: 3 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, gone: true, nested: { x: 1, y: 3 } });
    await ref.update({ 'nested.x': 10, gone: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, nested: { x: 10, y: 3 } });
    await ref.set({ only: true });
    expect((await ref.get()).data()).toEqual({ only: true });
  });

  it('keeps dots inside field names apart from nesting (FieldPath, backticks on the wire)', async () => {
    const db = h.admin();
    const ref = db.doc('masks/dots');
    await ref.set({ 'a.b': 1, a: { b: 2 }, 'with space': 'x', 'back`tick': 'y' });
    await ref.update(new FieldPath('a.b'), 5, 'a.b', 6);
    const got = (await ref.get()).data();
    expect(got).toEqual({ 'a.b': 5, a: { b: 6 }, 'with space': 'x', 'back`tick': 'y' });
    await ref.update(new FieldPath('with space'), FieldValue.delete(), new FieldPath('back`tick'), 'z');
    expect((await ref.get()).data()).toEqual({ 'a.b': 5, a: { b: 6 }, 'back`tick': 'z' });
    const snap = await db.collection('masks').where(new FieldPath('a.b'), '==', 5).get();
    expect(snap.docs.map((d) => d.id)).toEqual(['dots']);
  });

  it('merges, updates and deletes fields with the web SDK', async () => {
    const db = h.web();
    const ref = doc(db, 'masks/web');
    await setDoc(ref, { a: 1, m: { x: 1 } });
    await setDoc(ref, { m: { y: 2 } }, { merge: true });
    await updateDoc(ref, 'm.x', 5, new WebFieldPath('odd.name'), true);
    await updateDoc(ref, { a: deleteField() });
    expect((await getDoc(ref)).data()).toEqual({ m: { x: 5, y: 2 }, 'odd.name': true });
  });
});

describe('field transforms', () => {
  it('applies server timestamps, increments, maximum, minimum, array union and remove (admin)', async () => {
    const db = h.admin();
    const ref = db.doc('transforms/admin');
    await ref.set({
      n: 1,
      f: 1.5,
      big: 9223372036854775807n,
      low: 10,
      high: 10,
      tags: ['a', 'b', 'a'],
      nums: [1, 2.0, 3],
    });
    const before = Timestamp.now();
    const result = await ref.update({
      at: FieldValue.serverTimestamp(),
      n: FieldValue.increment(2),
      f: FieldValue.increment(1),
      big: FieldValue.increment(1),
      fresh: FieldValue.increment(3),
      'deep.count': FieldValue.increment(1),
      tags: FieldValue.arrayUnion('c', 'a', 'd'),
      nums: FieldValue.arrayRemove(2),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads fields of every value type
    const got = (await ref.get()).data() as Record<string, any>;
    expect(got.at.toMillis()).toBeGreaterThanOrEqual(before.toMillis() - 5);
    expect(got.at.isEqual(result.writeTime)).toBe(true);
    expect(got.n).toBe(3);
    expect(got.f).toBe(2.5);
    expect(got.big).toBe(Number(9223372036854775807n)); // saturates instead of overflowing
    expect(got.fresh).toBe(3);
    expect(got.deep).toEqual({ count: 1 });
    expect(got.tags).toEqual(['a', 'b', 'a', 'c', 'd']);
    expect(got.nums).toEqual([1, 3]);
  });

  it('applies maximum and minimum through the raw Commit RPC', async () => {
    const db = h.admin();
    await db.doc('transforms/minmax').set({ low: 10, high: 10, mixed: 3 });
    const name = `projects/${h.projectId}/databases/(default)/documents/transforms/minmax`;
    // biome-ignore lint/suspicious/noExplicitAny: the raw gRPC client behind firebase-admin, which it does not type
    const client = await (db as any)._clientPool.acquire('test');
    const [response] = await client.commit({
      database: `projects/${h.projectId}/databases/(default)`,
      writes: [
        {
          transform: {
            document: name,
            fieldTransforms: [
              { fieldPath: 'low', minimum: { integerValue: '4' } },
              { fieldPath: 'high', maximum: { integerValue: '4' } },
              { fieldPath: 'mixed', maximum: { doubleValue: 3.5 } },
              { fieldPath: 'absent', minimum: { integerValue: '-1' } },
            ],
          },
        },
      ],
    });
    // biome-ignore lint/suspicious/noExplicitAny: the raw gRPC client behind firebase-admin, which it does not type
    (db as any)._clientPool.release('test', client);
    expect(
      // biome-ignore lint/suspicious/noExplicitAny: raw proto Values in the commit response
      response.writeResults[0].transformResults.map((v: any) => v.integerValue ?? v.doubleValue),
    ).toEqual(['4', '10', 3.5, '-1']);
    expect((await db.doc('transforms/minmax').get()).data()).toEqual({
      low: 4,
      high: 10,
      mixed: 3.5,
      absent: -1,
    });
  });

  it('applies transforms from the web SDK', async () => {
    const db = h.web();
    const ref = doc(db, 'transforms/web');
    await setDoc(ref, { n: 1, list: ['x'] });
    await updateDoc(ref, { n: increment(4), list: arrayUnion('y', 'x'), at: serverTimestamp() });
    await updateDoc(ref, { list: arrayRemove('x') });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads fields of every value type
    const got = (await getDoc(ref)).data() as Record<string, any>;
    expect(got.n).toBe(5);
    expect(got.list).toEqual(['y']);
    expect(got.at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('preconditions', () => {
  it('create fails on an existing document, update on a missing one (admin)', async () => {
    const db = h.admin();
    await db.doc('pre/exists').set({ a: 1 });
    expect(await codeOf(db.doc('pre/exists').create({ a: 2 }))).toBe(6); // ALREADY_EXISTS
    expect(await codeOf(db.doc('pre/missing').update({ a: 2 }))).toBe(5); // NOT_FOUND
    expect((await db.doc('pre/exists').get()).get('a')).toBe(1);
  });

  it('checks the last update time', async () => {
    const db = h.admin();
    const ref = db.doc('pre/time');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    expect(await codeOf(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime }))).toBe(9); // FAILED_PRECONDITION
    const current = await ref.get();
    await ref.update({ v: 3 }, { lastUpdateTime: current.updateTime as Timestamp });
    expect((await ref.get()).get('v')).toBe(3);
    expect(await codeOf(ref.delete({ lastUpdateTime: first.writeTime }))).toBe(9);
  });

  it('updateDoc of a missing document fails with not-found (web)', async () => {
    const db = h.web();
    expect(await codeOf(updateDoc(doc(db, 'pre/web-missing'), { a: 1 }))).toBe('not-found');
  });

  it('keeps update time and create time for a write that changes nothing', async () => {
    const db = h.admin();
    const ref = db.doc('pre/noop');
    await ref.set({ v: 1 });
    const a = await ref.get();
    await ref.set({ v: 1 });
    const b = await ref.get();
    expect((b.updateTime as Timestamp).isEqual(a.updateTime as Timestamp)).toBe(true);
    await ref.set({ v: 2 });
    const c = await ref.get();
    expect((c.createTime as Timestamp).isEqual(a.createTime as Timestamp)).toBe(true);
    expect((c.updateTime as Timestamp).toMillis()).toBeGreaterThanOrEqual(
      (a.updateTime as Timestamp).toMillis(),
    );
    expect((c.updateTime as Timestamp).isEqual(a.updateTime as Timestamp)).toBe(false);
  });
});

describe('batches', () => {
  it('commits a batch atomically: one failing precondition writes nothing (admin)', async () => {
    const db = h.admin();
    await db.doc('batch/taken').set({ a: 1 });
    const batch = db.batch();
    batch.set(db.doc('batch/new'), { a: 1 });
    batch.create(db.doc('batch/taken'), { a: 2 });
    expect(await codeOf(batch.commit())).toBe(6);
    expect((await db.doc('batch/new').get()).exists).toBe(false);
  });

  it('writes and deletes in a web batch', async () => {
    const db = h.web();
    await setDoc(doc(db, 'batch/web-old'), { a: 1 });
    const batch = writeBatch(db);
    batch.set(doc(db, 'batch/web-new'), { b: 2 });
    batch.delete(doc(db, 'batch/web-old'));
    await batch.commit();
    expect((await getDoc(doc(db, 'batch/web-new'))).data()).toEqual({ b: 2 });
    expect((await getDoc(doc(db, 'batch/web-old'))).exists()).toBe(false);
    await deleteDoc(doc(db, 'batch/web-new'));
    expect((await getDoc(doc(db, 'batch/web-new'))).exists()).toBe(false);
  });

  it('applies BulkWriter writes independently through BatchWrite', async () => {
    const db = h.admin();
    await db.doc('bulk/taken').set({ a: 1 });
    const writer = db.bulkWriter();
    writer.onWriteError(() => false);
    const ok = writer.set(db.doc('bulk/one'), { n: 1 });
    const bad = writer.create(db.doc('bulk/taken'), { n: 2 }).then(
      () => 'written',
      (error: { code: number }) => error.code,
    );
    const ok2 = writer.update(db.doc('bulk/taken'), { n: 3 });
    await writer.close();
    await expect(ok).resolves.toBeDefined();
    expect(await bad).toBe(6);
    await expect(ok2).resolves.toBeDefined();
    expect((await db.doc('bulk/taken').get()).data()).toEqual({ a: 1, n: 3 });
  });
});
