// The request context: request.*, resource, Firestore values as rules values, get()/exists() and
// their after-the-write twins with the access limit, and Storage's request and firestore.get().
import { describe, expect, it } from 'vitest';
import type { StorageRulesRequest } from '../../src/rules/api.ts';
import {
  compileOrThrow,
  DB,
  decide,
  doc,
  errorOf,
  firestoreRequest,
  holds,
  memoryAccess,
  storageRequest,
} from './helpers.ts';

describe('request', () => {
  it('auth carries uid and every token claim, nested ones included', async () => {
    const auth = {
      uid: 'alice',
      token: {
        email: 'alice@example.com',
        email_verified: true,
        role: 'owner',
        permissions: ['bookings', 'catalogue'],
        level: 3,
        firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' },
      },
    };
    const conditions = [
      "request.auth.uid == 'alice'",
      "request.auth.token.email == 'alice@example.com'",
      'request.auth.token.email_verified == true',
      "request.auth.token.role == 'owner'",
      "'catalogue' in request.auth.token.permissions",
      'request.auth.token.level is int && request.auth.token.level == 3',
      "request.auth.token.firebase.sign_in_provider == 'password'",
      "request.auth.token.firebase.sign_in_second_factor == 'totp'",
      "request.auth.token.get('missing', 'none') == 'none'",
    ];
    for (const c of conditions) expect(await holds(c, { auth }), c).toBe(true);
  });

  it('auth is null when signed out', async () => {
    expect(await holds('request.auth == null', { auth: null })).toBe(true);
    expect(await errorOf('request.auth.uid == null', { auth: null })).toBe('Null value error.');
  });

  it('method, path and time', async () => {
    expect(await holds("request.method == 'get'")).toBe(true);
    expect(await holds('request.path == /databases/(default)/documents/things/one')).toBe(true);
    expect(await holds("request.path[4] == 'one'")).toBe(true);
    expect(await holds('request.time == timestamp.value(1772600767089)')).toBe(true);
  });

  it('query exposes limit, offset and orderBy, null when absent', async () => {
    const query = { limit: 20, offset: 5, orderBy: ['createdAt'] };
    expect(
      await holds(
        "request.query.limit == 20 && request.query.offset == 5 && request.query.orderBy == 'createdAt'",
        { query },
      ),
    ).toBe(true);
    expect(await holds('request.query.limit == null')).toBe(true);
  });

  it('resource is the document after the write with data, id and __name__', async () => {
    const requestResource = doc('things/one', { title: { stringValue: 'Hi' }, count: { integerValue: '2' } });
    const conditions = [
      "request.resource.data.title == 'Hi'",
      'request.resource.data.count == 2 && request.resource.data.count is int',
      "request.resource.id == 'one'",
      'request.resource.__name__ == /databases/(default)/documents/things/one',
      "request.resource.data.keys().hasOnly(['title', 'count'])",
    ];
    for (const c of conditions) expect(await holds(c, { method: 'get', requestResource }), c).toBe(true);
  });
});

describe('Firestore values as rules values', () => {
  const fields = {
    i: { integerValue: '9007199254740993' },
    f: { doubleValue: 1.5 },
    b: { booleanValue: false },
    n: { nullValue: 'NULL_VALUE' },
    s: { stringValue: 'text' },
    t: { timestampValue: { seconds: '1772600767', nanos: 89_000_000 } },
    tr: { timestampValue: '2026-03-04T05:06:07.089Z' },
    r: { referenceValue: 'projects/demo-test/databases/(default)/documents/users/alice' },
    g: { geoPointValue: { latitude: 10, longitude: 20 } },
    y: { bytesValue: Buffer.from([1, 2]) },
    y64: { bytesValue: 'AQI=' },
    a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'x' }] } },
    ae: { arrayValue: {} },
    m: { mapValue: { fields: { inner: { mapValue: { fields: { deep: { integerValue: '1' } } } } } } },
    o: { valueType: 'stringValue', stringValue: 'oneof' },
  };
  const resource = doc('things/one', fields);
  const conditions = [
    'resource.data.i == 9007199254740993 && resource.data.i is int',
    'resource.data.f == 1.5 && resource.data.f is float',
    'resource.data.b == false',
    'resource.data.n == null',
    "resource.data.s == 'text'",
    'resource.data.t == request.time && resource.data.t is timestamp',
    'resource.data.tr == request.time',
    "resource.data.r == /databases/(default)/documents/users/alice && resource.data.r[4] == 'alice'",
    'resource.data.g.latitude() == 10 && resource.data.g is latlng',
    "resource.data.y == b'\\x01\\x02' && resource.data.y64 == resource.data.y",
    "resource.data.a == [1, 'x'] && resource.data.ae == []",
    'resource.data.m.inner.deep == 1',
    "resource.data.o == 'oneof'",
    "resource.id == 'one'",
  ];
  it.each(conditions)('%s', async (condition) => {
    expect(await holds(condition, { resource })).toBe(true);
  });
});

describe('get, exists, getAfter, existsAfter', () => {
  const role = doc('roles/alice', { role: { stringValue: 'admin' } });

  it('reads documents by path literal', async () => {
    const access = memoryAccess([role]);
    expect(await holds(`get(${DB}/roles/$(request.auth.uid)).data.role == 'admin'`, { access })).toBe(true);
    expect(
      await holds(`exists(${DB}/roles/alice) && !exists(${DB}/roles/bob)`, { access: memoryAccess([role]) }),
    ).toBe(true);
    expect(
      await holds("get(/databases/$(database)/documents/roles/alice).id == 'alice'", {
        access: memoryAccess([role]),
      }),
    ).toBe(true);
  });

  it('get of a missing document fails the call, as the service does (the reference says null)', async () => {
    expect(await errorOf(`get(${DB}/roles/bob) == null`)).toBe(
      `Service call error. Function: [get], Argument: [path(${DB}/roles/bob)].`,
    );
    expect(await holds(`!exists(${DB}/roles/bob) || get(${DB}/roles/bob).data.role == 'admin'`)).toBe(true);
  });

  it('refuses a path that names no document', async () => {
    expect(await errorOf(`exists(${DB}/roles)`)).toContain('does not name a document');
    expect(await errorOf("exists('/roles/alice')")).toContain('Expected a path');
  });

  it('getAfter and existsAfter see the state after the batch', async () => {
    const access = memoryAccess([role], {
      'roles/alice': null,
      'roles/bob': doc('roles/bob', { role: { stringValue: 'staff' } }),
    });
    const c = `exists(${DB}/roles/alice) && !existsAfter(${DB}/roles/alice) && getAfter(${DB}/roles/bob).data.role == 'staff'`;
    expect(await holds(c, { access })).toBe(true);
  });

  it('caches repeated reads of one document', async () => {
    const access = memoryAccess([role]);
    await holds(
      `get(${DB}/roles/alice).data.role == 'admin' && get(${DB}/roles/alice).data.role == 'admin' && exists(${DB}/roles/alice)`,
      {
        access,
      },
    );
    expect(access.reads).toEqual([`get ${DB}/roles/alice`]);
  });

  it('allows 10 distinct documents in a single-document request, not 11', async () => {
    const reads = (n: number) => Array.from({ length: n }, (_, i) => `!exists(${DB}/x/d${i})`).join(' && ');
    expect(await holds(reads(10))).toBe(true);
    const decision = await decide(reads(11));
    expect(decision.allowed).toBe(false);
    expect(decision.message).toContain('Exceeded maximum of 10 document access calls');
  });

  it('starts afresh for each single-document request, even with a long-lived DocumentAccess', async () => {
    const access = memoryAccess([role]);
    const reads = (from: number) =>
      Array.from({ length: 8 }, (_, i) => `!exists(${DB}/x/d${from + i})`).join(' && ');
    expect(await holds(reads(0), { access })).toBe(true);
    expect(await holds(reads(8), { access })).toBe(true);
    await holds(`exists(${DB}/roles/alice)`, { access });
    await holds(`exists(${DB}/roles/alice)`, { access });
    expect(access.reads.filter((r) => r.endsWith('roles/alice'))).toHaveLength(2);
  });

  it('allows 20 across the writes of a batch that share one DocumentAccess', async () => {
    const access = memoryAccess();
    const reads = (from: number) =>
      Array.from({ length: 8 }, (_, i) => `!exists(${DB}/x/d${from + i})`).join(' && ');
    expect(await holds(reads(0), { access, accessLimit: 20 })).toBe(true);
    expect(await holds(reads(8), { access, accessLimit: 20 })).toBe(true);
    const third = await decide(reads(16), { access, accessLimit: 20 });
    expect(third.allowed).toBe(false);
    expect(third.message).toContain('Exceeded maximum of 20');
  });
});

describe('Storage rules', () => {
  const rules = compileOrThrow(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{imageId} {
      allow read: if request.auth != null;
      allow create: if request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*')
        && request.resource.metadata.owner == request.auth.uid
        && imageId.matches('.*[.]png');
      allow update: if resource.metadata.owner == request.auth.uid && resource.size > 0;
      allow delete: if firestore.get(/databases/(default)/documents/staff/$(request.auth.uid)).data.active == true;
    }
    match /users/{uid}/{allPaths=**} {
      allow read, write: if uid == request.auth.uid && bucket == 'demo-test.appspot.com';
      allow list: if request.path == /b/demo-test.appspot.com/o/users/alice;
    }
  }
}`);
  const object = (overrides: Partial<NonNullable<StorageRulesRequest['resource']>> = {}) => ({
    name: 'images/cat.png',
    bucket: 'demo-test.appspot.com',
    size: 2048,
    contentType: 'image/png',
    metadata: { owner: 'alice' },
    timeCreated: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });

  it('checks request.resource size, contentType and metadata on upload', async () => {
    const create = (o = object()) =>
      rules.authorize(storageRequest({ method: 'create', requestResource: o }));
    expect((await create()).allowed).toBe(true);
    expect((await create(object({ size: 5_000_000 }))).allowed).toBe(false);
    expect((await create(object({ contentType: 'text/plain' }))).allowed).toBe(false);
    expect((await create(object({ metadata: { owner: 'bob' } }))).allowed).toBe(false);
  });

  it('sees the stored object as resource', async () => {
    const update = await rules.authorize(
      storageRequest({ method: 'update', resource: object(), requestResource: object() }),
    );
    expect(update.allowed).toBe(true);
    const other = await rules.authorize(
      storageRequest({ method: 'update', resource: object({ metadata: {} }) }),
    );
    expect(other.message).toBe("Property owner is undefined on object. for 'update' @ L10");
  });

  it('binds the bucket and a recursive wildcard over the object name', async () => {
    const get = (path: string, uid = 'alice') =>
      rules.authorize(storageRequest({ path, auth: { uid, token: {} } }));
    expect((await get('users/alice/a/b/c.txt')).allowed).toBe(true);
    expect((await get('users/alice/a/b/c.txt', 'bob')).allowed).toBe(false);
  });

  it('lists a prefix', async () => {
    const list = (path: string) => rules.authorize(storageRequest({ method: 'list', path }));
    expect((await list('users/alice')).allowed).toBe(true);
    expect((await list('users/bob')).allowed).toBe(false);
  });

  it('reaches Firestore through firestore.get', async () => {
    const staff = doc('staff/alice', { active: { booleanValue: true } });
    const del = (firestore?: StorageRulesRequest['firestore']) =>
      rules.authorize(
        storageRequest({ method: 'delete', resource: object(), ...(firestore ? { firestore } : {}) }),
      );
    expect((await del(memoryAccess([staff]))).allowed).toBe(true);
    expect((await del(memoryAccess([]))).allowed).toBe(false);
    expect((await del()).message).toContain('need a Firestore emulator');
  });

  it('does not confuse the services', async () => {
    const decision = await rules.authorize(firestoreRequest());
    expect(decision.allowed).toBe(false);
  });
});
