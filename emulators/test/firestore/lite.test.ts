// firebase/firestore/lite against our emulator: the REST calls a visitor's public pages make
// (runQuery for getDocs, batchGet for getDoc; no WebChannel), judged by the rules like any read.
import { randomUUID } from 'node:crypto';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  Timestamp,
  terminate,
  where,
} from 'firebase/firestore/lite';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, type Harness, startHarness } from './helpers.ts';

// Published posts are public, drafts are not: the shape of the studio's blog rule.
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{id} {
      allow read: if resource.data.status == 'published';
    }
    match /pages/{id} {
      allow read: if true;
    }
  }
}`;

let h: Harness;
let liteApp: FirebaseApp;
let lite: Firestore;

beforeAll(async () => {
  h = await startHarness();
  expect((await h.putRules(RULES)).status).toBe(200);
  const posts = h.admin().collection('posts');
  const day = (d: number) => AdminTimestamp.fromDate(new Date(Date.UTC(2026, 0, d)));
  await Promise.all([
    posts.doc('a').set({ status: 'published', title: 'Almond shapes', published_at: day(3) }),
    posts.doc('b').set({ status: 'published', title: 'Base coats', published_at: day(1) }),
    posts.doc('c').set({ status: 'published', title: 'Cuticle care', published_at: day(2) }),
    posts.doc('d').set({ status: 'draft', title: 'Dark winter', published_at: day(4) }),
  ]);
  liteApp = initializeApp({ projectId: h.projectId, apiKey: 'fake-api-key' }, `lite-${randomUUID()}`);
  lite = getFirestore(liteApp);
  connectFirestoreEmulator(lite, h.host, h.port);
});
afterAll(async () => {
  await terminate(lite);
  await deleteApp(liteApp);
  await h.close();
});

describe('firebase/firestore/lite', () => {
  it('reads a filtered, ordered, limited query once (runQuery)', async () => {
    const latest = await getDocs(
      query(
        collection(lite, 'posts'),
        where('status', '==', 'published'),
        orderBy('published_at', 'desc'),
        limit(2),
      ),
    );
    expect(latest.docs.map((d) => d.id)).toEqual(['a', 'c']);
    const first = latest.docs[0]?.get('published_at');
    expect(first).toBeInstanceOf(Timestamp);
    expect((first as Timestamp).toDate()).toEqual(new Date(Date.UTC(2026, 0, 3)));
  });

  it('reads through a converter', async () => {
    const titles = collection(lite, 'posts').withConverter({
      toFirestore: (title: string) => ({ title }),
      fromFirestore: (snapshot) => String(snapshot.get('title')),
    });
    const all = await getDocs(query(titles, where('status', '==', 'published'), orderBy('published_at')));
    expect(all.docs.map((d) => d.data())).toEqual(['Base coats', 'Cuticle care', 'Almond shapes']);
  });

  it('reads one document (batchGet), and a missing one as not existing', async () => {
    const post = await getDoc(doc(lite, 'posts/b'));
    expect(post.exists()).toBe(true);
    expect(post.get('title')).toBe('Base coats');
    expect((await getDoc(doc(lite, 'pages/none'))).exists()).toBe(false);
  });

  it('answers permission-denied for a read the rules refuse, a document or a query', async () => {
    expect(await codeOf(getDoc(doc(lite, 'posts/d')))).toBe('permission-denied');
    expect(await codeOf(getDocs(collection(lite, 'posts')))).toBe('permission-denied');
  });
});
