// Queries are judged by their constraints, as the service judges them ("rules are not filters"):
// each row names a rule, a query and the outcome, and runs on an empty and on a populated
// collection (whose documents would all pass the rule one by one), as a one-time query (the web
// SDK's Listen), a count (RunAggregationQuery) and a listener, which must all give the same answer.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  type Firestore,
  getCountFromServer,
  getDocs,
  limit,
  type Query,
  query,
  setDoc,
  doc as webDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstSnapshot, useFirestoreWithRules } from './firestore-with-rules.ts';

const PROJECT = 'demo-rules-query-constraints';

// One match per case, so each row's rule is read on its own.
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow list: if resource.data.owner == request.auth.uid;
    }
    match /articles/{id} {
      allow list: if resource.data.visibility == 'public';
    }
    match /shared/{id} {
      allow list: if resource.data.visibility in ['public', 'team'];
    }
    match /pages/{id} {
      allow list: if request.query.limit <= 10;
    }
    match /{path=**}/posts/{id} {
      allow list: if resource.data.visibility == 'public';
    }
    match /scores/{id} {
      allow list: if resource.data.visibility == 'public' && resource.data.score > 0;
    }
    match /tasks/{id} {
      allow list: if request.auth.uid in get(/databases/$(database)/documents/teams/$(resource.data.team)).data.members;
    }
  }
}`;

const emulator = useFirestoreWithRules(PROJECT, RULES);

/** Documents that every row's rule allows one by one, so only the query can decide. */
async function populate(): Promise<void> {
  await emulator.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(webDoc(db, 'notes/n1'), { owner: 'alice', text: 'mine' });
    await setDoc(webDoc(db, 'articles/a1'), { visibility: 'public' });
    await setDoc(webDoc(db, 'shared/s1'), { visibility: 'public' });
    await setDoc(webDoc(db, 'pages/p1'), { title: 'one' });
    await setDoc(webDoc(db, 'blogs/b1/posts/p1'), { visibility: 'public' });
    await setDoc(webDoc(db, 'scores/s1'), { visibility: 'public', score: 5 });
    await setDoc(webDoc(db, 'tasks/t1'), { team: 'red' });
  });
}

beforeEach(async () => {
  await emulator.env.clearFirestore();
  await emulator.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(webDoc(context.firestore(), 'teams/red'), { members: ['alice'] });
    await setDoc(webDoc(context.firestore(), 'teams/blue'), { members: ['bob'] });
  });
});

interface Row {
  rule: string;
  query: (db: Firestore) => Query;
  allowed: boolean;
}

const rows: Record<string, Row> = {
  'owner-only reads with the owner filter': {
    rule: 'resource.data.owner == request.auth.uid',
    query: (db) => query(collection(db, 'notes'), where('owner', '==', 'alice')),
    allowed: true,
  },
  'owner-only reads without the owner filter': {
    rule: 'resource.data.owner == request.auth.uid',
    query: (db) => collection(db, 'notes'),
    allowed: false,
  },
  "owner-only reads filtered on someone else's id": {
    rule: 'resource.data.owner == request.auth.uid',
    query: (db) => query(collection(db, 'notes'), where('owner', '==', 'bob')),
    allowed: false,
  },
  "visibility == 'public' with its filter": {
    rule: "resource.data.visibility == 'public'",
    query: (db) => query(collection(db, 'articles'), where('visibility', '==', 'public'), limit(5)),
    allowed: true,
  },
  "visibility == 'public' without its filter": {
    rule: "resource.data.visibility == 'public'",
    query: (db) => query(collection(db, 'articles'), limit(1)),
    allowed: false,
  },
  'an in filter whose every value passes': {
    rule: "resource.data.visibility in ['public', 'team']",
    query: (db) => query(collection(db, 'shared'), where('visibility', 'in', ['public', 'team'])),
    allowed: true,
  },
  'an in filter with one forbidden value': {
    rule: "resource.data.visibility in ['public', 'team']",
    query: (db) => query(collection(db, 'shared'), where('visibility', 'in', ['public', 'private'])),
    allowed: false,
  },
  'request.query.limit <= 10 with a smaller limit': {
    rule: 'request.query.limit <= 10',
    query: (db) => query(collection(db, 'pages'), limit(5)),
    allowed: true,
  },
  'request.query.limit <= 10 with a larger limit': {
    rule: 'request.query.limit <= 10',
    query: (db) => query(collection(db, 'pages'), limit(50)),
    allowed: false,
  },
  'request.query.limit <= 10 with no limit': {
    rule: 'request.query.limit <= 10',
    query: (db) => collection(db, 'pages'),
    allowed: false,
  },
  'a collection-group query under a recursive wildcard, filtered': {
    rule: "match /{path=**}/posts/{id}: resource.data.visibility == 'public'",
    query: (db) => query(collectionGroup(db, 'posts'), where('visibility', '==', 'public')),
    allowed: true,
  },
  'a collection-group query under a recursive wildcard, unfiltered': {
    rule: "match /{path=**}/posts/{id}: resource.data.visibility == 'public'",
    query: (db) => collectionGroup(db, 'posts'),
    allowed: false,
  },
  'a rule reading a field the query does not fix': {
    rule: "resource.data.visibility == 'public' && resource.data.score > 0",
    query: (db) => query(collection(db, 'scores'), where('visibility', '==', 'public')),
    allowed: false,
  },
  'get() of a path the query fixes': {
    rule: 'request.auth.uid in get(/…/teams/$(resource.data.team)).data.members',
    query: (db) => query(collection(db, 'tasks'), where('team', '==', 'red')),
    allowed: true,
  },
  "get() of a path the query fixes to another team's": {
    rule: 'request.auth.uid in get(/…/teams/$(resource.data.team)).data.members',
    query: (db) => query(collection(db, 'tasks'), where('team', '==', 'blue')),
    allowed: false,
  },
  'get() of a path the query does not fix': {
    rule: 'request.auth.uid in get(/…/teams/$(resource.data.team)).data.members',
    query: (db) => collection(db, 'tasks'),
    allowed: false,
  },
};

const alice = () => emulator.env.authenticatedContext('alice').firestore();

const ways: Record<string, (q: Query) => Promise<unknown>> = {
  'a one-time query': (q) => getDocs(q),
  'an aggregation': (q) => getCountFromServer(q),
  'a listener': (q) => firstSnapshot(q),
};

for (const [collectionState, setUp] of Object.entries({
  'an empty collection': async () => {},
  'a populated collection': populate,
})) {
  describe(`on ${collectionState}`, () => {
    beforeEach(setUp);
    for (const [name, row] of Object.entries(rows)) {
      it(`${row.allowed ? 'allows' : 'denies'} ${name} (${row.rule})`, async () => {
        for (const [way, run] of Object.entries(ways)) {
          const outcome = run(row.query(alice() as never));
          await expect(
            (row.allowed ? assertSucceeds(outcome) : assertFails(outcome)).then(() => way),
            way,
          ).resolves.toBe(way);
        }
      });
    }
  });
}

describe('a populated collection', () => {
  beforeEach(populate);

  it('returns the documents of an allowed query', async () => {
    const snapshot = await getDocs(query(collection(alice(), 'tasks'), where('team', '==', 'red')));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['t1']);
    const count = await getCountFromServer(
      query(collection(alice(), 'notes'), where('owner', '==', 'alice')),
    );
    expect(count.data().count).toBe(1);
  });
});
