// Conformance of Firestore security rules through @firebase/rules-unit-testing, against our
// Firestore emulator started on a free port: each construct as the Firebase documentation
// describes it, checked with assertSucceeds/assertFails from a client's point of view.
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  GeoPoint,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstSnapshot, useFirestoreWithRules } from './firestore-with-rules.ts';

const PROJECT = 'demo-rules-conformance';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isStaff() { return signedIn() && request.auth.token.role in ['owner', 'assistant']; }

    // Profiles: each user reads and writes only their own; name is a short string.
    match /profiles/{uid} {
      allow get: if signedIn() && request.auth.uid == uid;
      allow create: if request.auth.uid == uid
        && request.resource.data.keys().hasOnly(['name', 'createdAt'])
        && request.resource.data.name is string
        && request.resource.data.name.size() <= 20
        && request.resource.data.createdAt == request.time;
      allow update: if request.auth.uid == uid
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name']);
      allow delete: if false;
    }

    // Posts: anyone may list published posts, 10 at a time; staff see everything.
    match /posts/{post} {
      allow get: if resource.data.published == true || isStaff();
      allow list: if (resource.data.published == true && request.query.limit <= 10) || isStaff();
      allow write: if isStaff();
      match /comments/{comment} {
        allow read: if true;
      }
    }

    // Orders need a matching ledger entry in the same batch.
    match /orders/{order} {
      allow create: if signedIn()
        && getAfter(/databases/$(database)/documents/ledger/$(order)).data.owner == request.auth.uid;
    }
    match /ledger/{entry} {
      allow create: if signedIn() && request.resource.data.owner == request.auth.uid
        && existsAfter(/databases/$(database)/documents/orders/$(entry));
    }

    // Settings readable when the staff document exists and is active.
    match /settings/{id} {
      allow read: if get(/databases/$(database)/documents/staff/$(request.auth.uid)).data.active == true;
    }

    // Typed values written by the SDK arrive as the rules' types.
    match /samples/{id} {
      allow create: if request.resource.data.count is int && request.resource.data.ratio is float
        && request.resource.data.at is timestamp && request.resource.data.at < request.time
        && request.resource.data.where is latlng && request.resource.data.where.latitude() == 48.5
        && request.resource.data.owner is path && request.resource.data.owner[4] == request.auth.uid
        && request.resource.data.blob is bytes && request.resource.data.blob.size() == 3
        && request.resource.data.tags is list && request.resource.data.tags.hasOnly(['a', 'b'])
        && request.resource.data.meta is map && request.resource.data.meta.nested.deep == true
        && request.resource.data.none == null
        && request.resource.id == id && request.path == /databases/$(database)/documents/samples/$(id)
        && request.method == 'create' && database == '(default)';
      allow get: if resource.data.secret == 'open';
    }

    // Transactions: a counter may only go up by one, checked against the state after the write.
    match /counters/{id} {
      allow read: if true;
      allow update: if request.resource.data.n == resource.data.n + 1
        && getAfter(/databases/$(database)/documents/counters/$(id)).data.n == resource.data.n + 1;
    }

    // Lists ordered by date with at most 20 at a time, skipping at most 40.
    match /events/{id} {
      allow list: if request.query.orderBy == 'date' && request.query.limit <= 20
        && request.query.offset <= 40;
    }

    // Comments across all posts, as a collection group.
    match /{path=**}/comments/{comment} {
      allow list: if request.auth.token.firebase.sign_in_provider == 'password';
    }
  }
}`;

const emulator = useFirestoreWithRules(PROJECT, RULES);

beforeEach(async () => {
  await emulator.env.clearFirestore();
});

async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await emulator.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}

describe('profiles', () => {
  it('allows a user to read their own profile and denies another user', async () => {
    await seed('profiles/alice', { name: 'Alice' });
    await assertSucceeds(
      getDoc(doc(emulator.env.authenticatedContext('alice').firestore(), 'profiles/alice')),
    );
    await assertFails(getDoc(doc(emulator.env.authenticatedContext('bob').firestore(), 'profiles/alice')));
    await assertFails(getDoc(doc(emulator.env.unauthenticatedContext().firestore(), 'profiles/alice')));
  });

  it('allows a create with the server time and denies extra fields, wrong types and client times', async () => {
    const db = emulator.env.authenticatedContext('alice').firestore();
    await assertSucceeds(setDoc(doc(db, 'profiles/alice'), { name: 'Alice', createdAt: serverTimestamp() }));
    await emulator.env.clearFirestore();
    await assertFails(
      setDoc(doc(db, 'profiles/alice'), { name: 'Alice', createdAt: serverTimestamp(), admin: true }),
    );
    await assertFails(setDoc(doc(db, 'profiles/alice'), { name: 42, createdAt: serverTimestamp() }));
    await assertFails(
      setDoc(doc(db, 'profiles/alice'), { name: 'Alice', createdAt: Timestamp.fromMillis(0) }),
    );
  });

  it('allows updating only the name, and names the rule and line in the denial', async () => {
    await seed('profiles/alice', { name: 'Alice', createdAt: Timestamp.fromMillis(0) });
    const db = emulator.env.authenticatedContext('alice').firestore();
    await assertSucceeds(updateDoc(doc(db, 'profiles/alice'), { name: 'Ally' }));
    const error = await assertFails(
      updateDoc(doc(db, 'profiles/alice'), { createdAt: Timestamp.fromMillis(1) }),
    );
    expect(String((error as Error).message)).toContain("false for 'update' @ L15");
  });

  it('denies every delete', async () => {
    await seed('profiles/alice', { name: 'Alice' });
    await assertFails(
      deleteDoc(doc(emulator.env.authenticatedContext('alice').firestore(), 'profiles/alice')),
    );
  });
});

describe('posts (rules are not filters)', () => {
  beforeEach(async () => {
    await seed('posts/p1', { published: true, title: 'Hello' });
    await seed('posts/p2', { published: false, title: 'Draft' });
  });

  it('allows a query that asks only for published posts, with a limit', async () => {
    const db = emulator.env.unauthenticatedContext().firestore();
    await assertSucceeds(getDocs(query(collection(db, 'posts'), where('published', '==', true), limit(5))));
  });

  it('denies a query that could return drafts, whatever the results', async () => {
    const db = emulator.env.unauthenticatedContext().firestore();
    await assertFails(getDocs(query(collection(db, 'posts'), limit(5))));
  });

  it('denies a query over the limit the rules allow (request.query.limit)', async () => {
    const db = emulator.env.unauthenticatedContext().firestore();
    await assertFails(getDocs(query(collection(db, 'posts'), where('published', '==', true), limit(50))));
    await assertFails(getDocs(query(collection(db, 'posts'), where('published', '==', true))));
  });

  it('lets staff (custom claim) list and read everything', async () => {
    const db = emulator.env.authenticatedContext('sam', { role: 'assistant' }).firestore();
    await assertSucceeds(getDocs(query(collection(db, 'posts'), orderBy('title'))));
    await assertSucceeds(getDoc(doc(db, 'posts/p2')));
  });

  it('denies a draft to a visitor but serves a published post', async () => {
    const db = emulator.env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(db, 'posts/p1')));
    await assertFails(getDoc(doc(db, 'posts/p2')));
  });
});

describe('listeners', () => {
  it('are judged by the same rules as one-time queries', async () => {
    await seed('posts/p1', { published: true, title: 'Hello' });
    await seed('posts/p2', { published: false, title: 'Draft' });
    // A fresh client for each listener, so no answer can come from an earlier one's cache.
    const visitor = () => emulator.env.unauthenticatedContext().firestore();
    const published = query(collection(visitor(), 'posts'), where('published', '==', true), limit(5));
    await assertSucceeds(firstSnapshot(published));
    await assertFails(firstSnapshot(query(collection(visitor(), 'posts'), limit(5))));
    await assertFails(firstSnapshot(doc(visitor(), 'posts/p2')));
  });
});

describe('batched writes', () => {
  it('see the whole batch through getAfter/existsAfter', async () => {
    const db = emulator.env.authenticatedContext('alice').firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, 'orders/o1'), { item: 'polish' });
    batch.set(doc(db, 'ledger/o1'), { owner: 'alice' });
    await assertSucceeds(batch.commit());
  });

  it('fail as a whole when one write is denied', async () => {
    const db = emulator.env.authenticatedContext('alice').firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, 'orders/o2'), { item: 'polish' });
    batch.set(doc(db, 'ledger/o2'), { owner: 'bob' });
    await assertFails(batch.commit());
    await emulator.env.withSecurityRulesDisabled(async (context) => {
      expect((await getDoc(doc(context.firestore(), 'orders/o2'))).exists()).toBe(false);
    });
  });

  it('deny an order written alone', async () => {
    const db = emulator.env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(db, 'orders/o3'), { item: 'polish' }));
  });
});

describe('get() in rules', () => {
  it('reads another document to decide', async () => {
    await seed('settings/studio', { open: true });
    await seed('staff/alice', { active: true });
    await seed('staff/bob', { active: false });
    await assertSucceeds(
      getDoc(doc(emulator.env.authenticatedContext('alice').firestore(), 'settings/studio')),
    );
    await assertFails(getDoc(doc(emulator.env.authenticatedContext('bob').firestore(), 'settings/studio')));
    await assertFails(getDoc(doc(emulator.env.authenticatedContext('carol').firestore(), 'settings/studio')));
  });
});

describe('collection groups', () => {
  it('allow a collection-group query through a recursive wildcard and the sign-in provider claim', async () => {
    await seed('posts/p1/comments/c1', { text: 'Nice' });
    const password = emulator.env
      .authenticatedContext('alice', { firebase: { sign_in_provider: 'password' } })
      .firestore();
    await assertSucceeds(getDocs(query(collectionGroup(password, 'comments'))));
    const custom = emulator.env.authenticatedContext('alice').firestore();
    await assertFails(getDocs(query(collectionGroup(custom, 'comments'))));
  });
});

describe('loading rules', () => {
  it('refuses a rules file with a syntax error, naming the line and column', async () => {
    const error = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: {
        host: emulator.server.host,
        port: emulator.server.port,
        rules: 'service cloud.firestore {\n  match /a/{b} {\n    allow read: if ;\n  }\n}',
      },
    }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/3:20|line 3/i);
  });
});

describe('values written by the SDK', () => {
  it('arrive as int, float, timestamp, latlng, path, bytes, list, map and null', async () => {
    const db = emulator.env.authenticatedContext('alice').firestore();
    const sample = {
      count: 3,
      ratio: 0.5,
      at: Timestamp.fromMillis(Date.now() - 60_000),
      where: new GeoPoint(48.5, 2.25),
      owner: doc(db, 'profiles/alice'),
      blob: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
      tags: ['a', 'b'],
      meta: { nested: { deep: true } },
      none: null,
    };
    await assertSucceeds(setDoc(doc(db, 'samples/s1'), sample));
    await emulator.env.clearFirestore();
    await assertFails(setDoc(doc(db, 'samples/s1'), { ...sample, count: 3.5 }));
    await assertFails(setDoc(doc(db, 'samples/s1'), { ...sample, owner: doc(db, 'profiles/bob') }));
    await assertFails(setDoc(doc(db, 'samples/s1'), { ...sample, tags: ['a', 'c'] }));
  });
});

describe('denial messages', () => {
  it('name the error and the line, or say that no allow statement matched', async () => {
    await seed('samples/s1', { other: 1 });
    const db = emulator.env.unauthenticatedContext().firestore();
    const missingField = await assertFails(getDoc(doc(db, 'samples/s1')));
    expect(String((missingField as Error).message)).toContain(
      "Property secret is undefined on object. for 'get' @ L",
    );
    const nothing = await assertFails(getDoc(doc(db, 'nowhere/x')));
    expect(String((nothing as Error).message)).toContain('No matching allow statements');
  });
});

describe('transactions', () => {
  it('see their own writes through getAfter', async () => {
    await seed('counters/c', { n: 1 });
    const db = emulator.env.authenticatedContext('alice').firestore();
    await assertSucceeds(
      runTransaction(db, async (tx) => {
        const snap = await tx.get(doc(db, 'counters/c'));
        tx.update(doc(db, 'counters/c'), { n: (snap.data()?.n as number) + 1 });
      }),
    );
    await assertFails(
      runTransaction(db, async (tx) => {
        const snap = await tx.get(doc(db, 'counters/c'));
        tx.update(doc(db, 'counters/c'), { n: (snap.data()?.n as number) + 2 });
      }),
    );
  });
});

describe('request.query', () => {
  it('exposes orderBy, limit and offset', async () => {
    const db = emulator.env.unauthenticatedContext().firestore();
    const events = collection(db, 'events');
    await assertSucceeds(getDocs(query(events, orderBy('date'), limit(20))));
    await assertFails(getDocs(query(events, orderBy('title'), limit(20))));
    await assertFails(getDocs(query(events, orderBy('date'), limit(21))));
  });
});
