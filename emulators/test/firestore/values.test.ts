// Every value type survives a round trip through both SDKs, and queries order across types.
import {
  Bytes,
  doc,
  getDoc,
  setDoc,
  GeoPoint as WebGeoPoint,
  Timestamp as WebTimestamp,
} from 'firebase/firestore';
import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

describe('value types', () => {
  it('round-trips every type through firebase-admin', async () => {
    const db = h.admin();
    db.settings({ useBigInt: true });
    const ref = db.doc('values/admin');
    const data = {
      nothing: null,
      yes: true,
      int: 42,
      big: 9007199254740993n,
      double: 3.25,
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      time: new Timestamp(1_700_000_000, 123_456_000),
      text: 'héllo 🌍',
      bytes: Buffer.from([0, 1, 254, 255]),
      ref: db.doc('other/doc'),
      geo: new GeoPoint(48.85, 2.35),
      list: [1, 'two', { three: 3 }],
      map: { nested: { deep: 'value' } },
      vector: FieldValue.vector([1, 2, 3]),
    };
    await ref.set(data);
    const got = (await ref.get()).data() as Record<string, unknown>;
    expect(got.nothing).toBeNull();
    expect(got.yes).toBe(true);
    expect(got.int).toBe(42n);
    expect(got.big).toBe(9007199254740993n);
    expect(got.double).toBe(3.25);
    expect(got.nan).toBeNaN();
    expect(got.inf).toBe(Number.POSITIVE_INFINITY);
    expect((got.time as Timestamp).isEqual(data.time)).toBe(true);
    expect(got.text).toBe('héllo 🌍');
    expect(Buffer.from(got.bytes as Uint8Array)).toEqual(data.bytes);
    expect((got.ref as { path: string }).path).toBe('other/doc');
    expect((got.geo as GeoPoint).isEqual(data.geo)).toBe(true);
    expect(got.list).toEqual([1n, 'two', { three: 3n }]);
    expect(got.map).toEqual({ nested: { deep: 'value' } });
    expect((got.vector as { toArray(): number[] }).toArray()).toEqual([1, 2, 3]);
  });

  it('truncates timestamps to microseconds, as the service stores them', async () => {
    const db = h.admin();
    await db.doc('values/micros').set({ t: new Timestamp(10, 123_456_789) });
    expect(((await db.doc('values/micros').get()).get('t') as Timestamp).nanoseconds).toBe(123_456_000);
  });

  it('round-trips every type through the web SDK', async () => {
    const db = h.web();
    const ref = doc(db, 'values/web');
    const data = {
      nothing: null,
      yes: false,
      int: 7,
      double: 0.5,
      time: new WebTimestamp(1_600_000_000, 5000),
      text: 'texte',
      bytes: Bytes.fromUint8Array(new Uint8Array([9, 8, 7])),
      ref: doc(db, 'other/doc'),
      geo: new WebGeoPoint(-33.9, 151.2),
      list: [true, null, 'x'],
      map: { a: { b: 1 } },
    };
    await setDoc(ref, data);
    const snap = await getDoc(ref);
    // biome-ignore lint/suspicious/noExplicitAny: the test reads fields of every value type
    const got = snap.data() as Record<string, any>;
    expect(got.nothing).toBeNull();
    expect(got.yes).toBe(false);
    expect(got.int).toBe(7);
    expect(got.double).toBe(0.5);
    expect(got.time.isEqual(data.time)).toBe(true);
    expect(got.text).toBe('texte');
    expect(got.bytes.toUint8Array()).toEqual(new Uint8Array([9, 8, 7]));
    expect(got.ref.path).toBe('other/doc');
    expect(got.geo.isEqual(data.geo)).toBe(true);
    expect(got.list).toEqual([true, null, 'x']);
    expect(got.map).toEqual({ a: { b: 1 } });
    // What the admin SDK reads back is what the web SDK wrote.
    expect((await h.admin().doc('values/web').get()).get('map')).toEqual({ a: { b: 1 } });
  });
});

describe('ordering across types', () => {
  it('orders null < bool < numbers < timestamp < string < bytes < reference < geo < array < vector < map', async () => {
    const db = h.admin();
    const values: [string, unknown][] = [
      ['m-map', { a: 1 }],
      ['k-vector', FieldValue.vector([1])],
      ['j-array', [1, 2]],
      ['i-geo', new GeoPoint(1, 1)],
      ['h-ref', db.doc('a/b')],
      ['g-bytes', Buffer.from('a')],
      ['f-string', 'a'],
      ['e-time', Timestamp.fromMillis(0)],
      ['d-double', 1.5],
      ['c-int', 1],
      ['c0-nan', Number.NaN],
      ['b-bool', false],
      ['a-null', null],
    ];
    const batch = db.batch();
    for (const [id, v] of values) batch.set(db.doc(`mixed/${id}`), { v });
    await batch.commit();
    const snap = await db.collection('mixed').orderBy('v').get();
    expect(snap.docs.map((d) => d.id)).toEqual([
      'a-null',
      'b-bool',
      'c0-nan',
      'c-int',
      'd-double',
      'e-time',
      'f-string',
      'g-bytes',
      'h-ref',
      'i-geo',
      'j-array',
      'k-vector',
      'm-map',
    ]);
  });

  it('orders strings by UTF-8 bytes, integers and doubles together, and maps key by key', async () => {
    const db = h.admin();
    const batch = db.batch();
    batch.set(db.doc('strings/a'), { s: '\uFF61', n: 2, m: { a: 2 } });
    batch.set(db.doc('strings/b'), { s: '😀', n: 1.5, m: { a: 1, b: 0 } });
    batch.set(db.doc('strings/c'), { s: 'z', n: -1, m: { b: 0 } });
    await batch.commit();
    const byS = await db.collection('strings').orderBy('s').get();
    expect(byS.docs.map((d) => d.id)).toEqual(['c', 'a', 'b']);
    const byN = await db.collection('strings').orderBy('n', 'desc').get();
    expect(byN.docs.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    const byM = await db.collection('strings').orderBy('m').get();
    expect(byM.docs.map((d) => d.id)).toEqual(['b', 'a', 'c']);
  });
});
