// "Rules are not filters": a list is judged for every document the query could return, whatever
// its limit, offset or cursors. Each case seeds a readable document that sorts first and an
// unreadable one after it, so a query whose page holds only the readable one must still fail.
// Driven through the web SDK (RunQuery, RunAggregationQuery, Listen over gRPC) and the REST
// mapping, which share the engine's one judgment.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  documentId,
  endBefore,
  getCountFromServer,
  getDocs,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  doc as webDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstSnapshot, useFirestoreWithRules } from './firestore-with-rules.ts';

const PROJECT = 'demo-rules-query-scope';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // Articles: anyone reads the public ones; a list must be limited to them.
    match /articles/{id} {
      allow read: if resource.data.visibility == 'public';
    }
  }
}`;

const emulator = useFirestoreWithRules(PROJECT, RULES);

beforeEach(async () => {
  await emulator.env.clearFirestore();
  await emulator.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    // 'a-public' sorts first by name and by title; the private one only comes after it.
    await setDoc(webDoc(db, 'articles/a-public'), { visibility: 'public', title: 'A', rank: 1 });
    await setDoc(webDoc(db, 'articles/b-private'), { visibility: 'private', title: 'B', rank: 2 });
  });
});

const articles = () => collection(emulator.env.unauthenticatedContext().firestore(), 'articles');

describe('a one-time query', () => {
  it('allows a query limited by its filters to public articles, with a limit', async () => {
    const snap = await assertSucceeds(
      getDocs(query(articles(), where('visibility', '==', 'public'), limit(1))),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['a-public']);
  });

  it('denies limit(1) over the whole collection although the one document returned is public', async () => {
    await assertFails(getDocs(query(articles(), limit(1))));
  });

  it('denies an ordered page whose documents are all public', async () => {
    await assertFails(getDocs(query(articles(), orderBy('title'), limit(1))));
    await assertFails(getDocs(query(articles(), orderBy('rank', 'desc'), limitToLast(1))));
  });

  it('denies a cursor that cuts the private article off the page', async () => {
    await assertFails(getDocs(query(articles(), orderBy(documentId()), endBefore('b-private'))));
  });

  it('denies a query whose filter the private article also passes', async () => {
    await assertFails(getDocs(query(articles(), where('rank', '>=', 1), limit(1))));
  });
});

describe('an aggregation', () => {
  it('counts public articles and refuses to count a query that could include private ones', async () => {
    const count = await assertSucceeds(
      getCountFromServer(query(articles(), where('visibility', '==', 'public'))),
    );
    expect(count.data().count).toBe(1);
    await assertFails(getCountFromServer(query(articles(), limit(1))));
    await assertFails(getCountFromServer(articles()));
  });
});

describe('a listener', () => {
  it('is refused for limit(1) over the whole collection, as the one-time query is', async () => {
    await assertSucceeds(firstSnapshot(query(articles(), where('visibility', '==', 'public'), limit(1))));
    await assertFails(firstSnapshot(query(articles(), limit(1))));
    await assertFails(firstSnapshot(query(articles(), orderBy('title'), limit(1))));
  });

  it('is refused without the filter even when every stored article is public', async () => {
    await emulator.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(webDoc(context.firestore(), 'articles/b-private'), {
        visibility: 'public',
        title: 'B',
        rank: 2,
      });
    });
    const error = await new Promise<Error>((resolve, reject) => {
      onSnapshot(query(articles(), orderBy('title'), limit(1)), () => reject(new Error('allowed')), resolve);
    });
    expect(String(error)).toMatch(/permission/i);
  });
});

describe('the REST mapping', () => {
  const base = () =>
    `http://${emulator.server.host}:${emulator.server.port}/v1/projects/${PROJECT}/databases/(default)/documents`;
  const post = (verb: string, body: unknown) =>
    fetch(`${base()}:${verb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('judges runQuery and runAggregationQuery as a whole', async () => {
    const from = [{ collectionId: 'articles' }];
    const filtered = {
      from,
      where: {
        fieldFilter: { field: { fieldPath: 'visibility' }, op: 'EQUAL', value: { stringValue: 'public' } },
      },
      limit: 1,
    };
    expect((await post('runQuery', { structuredQuery: filtered })).status).toBe(200);
    expect((await post('runQuery', { structuredQuery: { from, limit: 1 } })).status).toBe(403);
    const count = [{ alias: 'n', count: {} }];
    const aggregation = (structuredQuery: unknown) => ({
      structuredAggregationQuery: { structuredQuery, aggregations: count },
    });
    expect((await post('runAggregationQuery', aggregation(filtered))).status).toBe(200);
    expect((await post('runAggregationQuery', aggregation({ from, limit: 1 }))).status).toBe(403);
  });

  it('judges a ListDocuments page by the whole collection', async () => {
    const response = await fetch(`${base()}/articles?pageSize=1`);
    expect(response.status).toBe(403);
  });
});
