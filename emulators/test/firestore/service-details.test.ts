// Write and query details the SDKs can observe, answered as the service answers them: a transform
// on a field of the same write's update mask, an update with transforms on a missing document,
// null inside in / not-in / array-contains-any, legacy `__id<digits>__` ids, a precondition broken
// by an earlier write of the same commit, and more than five aggregations.
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getAggregateFromServer,
  getDoc,
  getDocs,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  Timestamp as WebTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { AggregateField as AdminAggregateField, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { codeOf, openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

describe('a transform on a field of the update mask', () => {
  it('is accepted and applies after the mask (web SDK update and mergeFields)', async () => {
    const db = h.web();
    const ref = doc(db, 'details/mask-web');
    await setDoc(ref, { deep: { when: 'never', keep: 1 }, foo: 'old', bar: 'old' });
    await updateDoc(ref, { 'deep.when': serverTimestamp() });
    await setDoc(ref, { foo: serverTimestamp(), bar: 'new' }, { mergeFields: ['foo'] });
    const data = (await getDoc(ref)).data() as Record<string, unknown> & { deep: Record<string, unknown> };
    expect(data.deep.when).toBeInstanceOf(WebTimestamp);
    expect(data.deep.keep).toBe(1);
    expect(data.foo).toBeInstanceOf(WebTimestamp);
    expect(data.bar).toBe('old');
  });

  it('is accepted from firebase-admin too', async () => {
    const ref = h.admin().doc('details/mask-admin');
    await ref.set({ deep: { keep: 1 } });
    await ref.update({ 'deep.when': FieldValue.serverTimestamp() });
    await ref.set({ foo: FieldValue.serverTimestamp(), bar: 'x' }, { mergeFields: ['foo'] });
    const data = (await ref.get()).data();
    expect(data?.deep.when).toBeInstanceOf(Timestamp);
    expect(data?.foo).toBeInstanceOf(Timestamp);
    expect(data?.bar).toBeUndefined();
  });

  it('answers NOT_FOUND for an update with transforms on a missing document', async () => {
    expect(await codeOf(updateDoc(doc(h.web(), 'details/missing'), { 'deep.when': serverTimestamp() }))).toBe(
      'not-found',
    );
    expect(
      await codeOf(
        h
          .admin()
          .doc('details/missing')
          .update({ n: FieldValue.increment(1) }),
      ),
    ).toBe(5);
  });
});

describe('null in in, not-in and array-contains-any', () => {
  it('matches nothing for in [null] and array-contains-any [null], as the service does', async () => {
    const admin = h.admin();
    await admin.doc('nulls/a').set({ v: null, list: [null] });
    await admin.doc('nulls/b').set({ v: 'b', list: ['b'] });
    const ids = async (q: ReturnType<typeof query>) => (await getDocs(q)).docs.map((d) => d.id);
    const nulls = collection(h.web(), 'nulls');
    expect(await ids(query(nulls, where('v', 'in', [null])))).toEqual([]);
    expect(await ids(query(nulls, where('v', 'in', [null, 'b'])))).toEqual(['b']);
    expect(await ids(query(nulls, where('list', 'array-contains-any', [null])))).toEqual([]);
    expect(await ids(query(nulls, where('list', 'array-contains-any', [null, 'b'])))).toEqual(['b']);
    expect(await ids(query(nulls, where('v', 'not-in', [null])))).toEqual([]);
    const adminIds = async (q: FirebaseFirestore.Query) => (await q.get()).docs.map((d) => d.id);
    expect(await adminIds(admin.collection('nulls').where('v', 'in', [null]))).toEqual([]);
    expect(await adminIds(admin.collection('nulls').where('list', 'array-contains-any', [null]))).toEqual([]);
  });
});

describe('document ids', () => {
  it('accepts legacy numeric ids __id<digits>__ and keeps other __…__ ids reserved', async () => {
    const ref = h.admin().doc('legacy/__id123__');
    await ref.set({ n: 1 });
    expect((await ref.get()).data()).toEqual({ n: 1 });
    await setDoc(doc(h.web(), 'legacy/__id9__'), { n: 2 });
    expect((await getDoc(doc(h.web(), 'legacy/__id9__'))).data()).toEqual({ n: 2 });
    expect(await codeOf(h.admin().doc('legacy/__idx__').set({}))).toBe(3);
    expect(await codeOf(h.admin().doc('legacy/__secret__').set({}))).toBe(3);
  });
});

describe('NaN in in and array-contains-any', () => {
  it('matches nothing for a NaN in the list, while the list’s other values still match', async () => {
    const admin = h.admin();
    await admin.doc('nans/a').set({ v: Number.NaN, list: [Number.NaN] });
    await admin.doc('nans/b').set({ v: 98101, list: [98101] });
    const ids = async (q: ReturnType<typeof query>) => (await getDocs(q)).docs.map((d) => d.id);
    const nans = collection(h.web(), 'nans');
    expect(await ids(query(nans, where('v', 'in', [Number.NaN])))).toEqual([]);
    expect(await ids(query(nans, where('v', 'in', [98101, Number.NaN])))).toEqual(['b']);
    expect(await ids(query(nans, where('list', 'array-contains-any', [Number.NaN])))).toEqual([]);
    expect(await ids(query(nans, where('list', 'array-contains-any', [Number.NaN, 98101])))).toEqual(['b']);
    // `== NaN` is IS_NAN and still finds it.
    expect(await ids(query(nans, where('v', '==', Number.NaN)))).toEqual(['a']);
    const adminIds = async (q: FirebaseFirestore.Query) => (await q.get()).docs.map((d) => d.id);
    expect(await adminIds(admin.collection('nans').where('v', 'in', [Number.NaN]))).toEqual([]);
    expect(
      await adminIds(admin.collection('nans').where('list', 'array-contains-any', [Number.NaN])),
    ).toEqual([]);
  });
});

describe('legacy numeric document ids', () => {
  // The web SDK's own test ('sorts query by DocumentId'): numeric ids first, by number.
  const ids = [
    'A',
    'a',
    'Aa',
    '7',
    '12',
    '__id7__',
    '__id12__',
    '__id-2__',
    '_id1__',
    '__id1_',
    '__id',
    '__id9223372036854775807__',
    '__id9223372036854775806__',
    '__id-9223372036854775808__',
    '__id-9223372036854775807__',
  ];
  const ordered = [
    '__id-9223372036854775808__',
    '__id-9223372036854775807__',
    '__id-2__',
    '__id7__',
    '__id12__',
    '__id9223372036854775806__',
    '__id9223372036854775807__',
    '12',
    '7',
    'A',
    'Aa',
    '__id',
    '__id1_',
    '_id1__',
    'a',
  ];

  it('accepts negative and int64 ids and orders them by number before every other id', async () => {
    const db = h.web();
    const batch = writeBatch(db);
    for (const id of ids) batch.set(doc(db, 'numeric', id), { a: 1 });
    await batch.commit();
    const byId = await getDocs(query(collection(db, 'numeric'), orderBy(documentId())));
    expect(byId.docs.map((d) => d.id)).toEqual(ordered);
    const byAdmin = await h.admin().collection('numeric').orderBy('__name__', 'desc').get();
    expect(byAdmin.docs.map((d) => d.id)).toEqual([...ordered].reverse());
  });

  it('keeps ids outside int64 and other __…__ ids reserved', async () => {
    const admin = h.admin();
    for (const id of ['__id9223372036854775808__', '__id-9223372036854775809__', '__id-__', '__id--2__']) {
      expect(await codeOf(admin.doc(`numeric-refused/${id}`).set({})), id).toBe(3);
    }
  });
});

describe('a transaction that updates a document it found missing', () => {
  type Stage = 'get' | 'delete' | 'update';
  /** The web SDK's transaction tester: runs the stages on a fresh document and names the outcome. */
  async function outcome(from: 'nonexistent' | 'deleted', stages: Stage[]): Promise<string> {
    const db = h.web();
    const ref = doc(collection(db, 'tester'));
    if (from === 'deleted') {
      await setDoc(ref, { foo: 'bar0' });
      await deleteDoc(ref);
    }
    try {
      await runTransaction(db, async (tx) => {
        for (const stage of stages) {
          if (stage === 'get') await tx.get(ref);
          else if (stage === 'delete') tx.delete(ref);
          else tx.update(ref, { foo: 'bar' });
        }
      });
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  }

  for (const from of ['nonexistent', 'deleted'] as const) {
    it(`answers invalid-argument for read, delete, update of a ${from} document`, async () => {
      expect(await outcome(from, ['get', 'delete', 'update'])).toBe('invalid-argument');
      expect(await outcome(from, ['delete', 'update'])).toBe('invalid-argument');
      // The first write to a missing document keeps its own code.
      expect(await outcome(from, ['update', 'delete'])).toBe('not-found');
      expect(await outcome(from, ['get', 'delete', 'delete'])).toBe('ok');
    });
  }
});

describe('preconditions inside one commit', () => {
  it('answers INVALID_ARGUMENT when an earlier write of the same commit broke the precondition', async () => {
    const db = h.web();
    const ref = doc(db, 'commits/a');
    await setDoc(ref, { n: 1 });
    const batch = writeBatch(db);
    batch.delete(ref);
    batch.update(ref, { n: 2 });
    expect(await codeOf(batch.commit())).toBe('invalid-argument');
    expect((await getDoc(ref)).data()).toEqual({ n: 1 });
  });

  it('keeps NOT_FOUND and ALREADY_EXISTS for preconditions that fail against stored data', async () => {
    const admin = h.admin();
    const missing = admin.batch().update(admin.doc('commits/none'), { n: 1 });
    expect(await codeOf(missing.commit())).toBe(5);
    await admin.doc('commits/there').set({ n: 1 });
    const exists = admin.batch().create(admin.doc('commits/there'), { n: 2 });
    expect(await codeOf(exists.commit())).toBe(6);
  });
});

describe('aggregations', () => {
  it('refuses more than five in one query with "maximum number of aggregations"', async () => {
    const admin = h.admin();
    await admin.doc('aggregated/a').set({ n: 1 });
    const six = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => [alias, sum('n')] as const));
    const error = await getAggregateFromServer(collection(h.web(), 'aggregated'), six).catch((e) => e);
    expect(error.code).toBe('invalid-argument');
    expect(String(error.message)).toContain('maximum number of aggregations');
    const adminSix = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => [alias, AdminAggregateField.sum('n')] as const),
    );
    const adminError = await admin
      .collection('aggregated')
      .aggregate(adminSix)
      .get()
      .catch((e) => e);
    expect(adminError.code).toBe(3);
    expect(String(adminError.message)).toContain('maximum number of aggregations');
    const five = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((alias) => [alias, sum('n')] as const));
    expect((await getAggregateFromServer(collection(h.web(), 'aggregated'), five)).data().a).toBe(1);
  });
});
