// Queries with every operator, unary filters, AND/OR, ordering rules, cursors, limits,
// collection groups and aggregations, through firebase-admin and the web SDK.
import {
  and,
  average,
  collection,
  collectionGroup,
  type DocumentData,
  endBefore,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limitToLast,
  or,
  orderBy,
  type Query,
  query,
  startAfter,
  sum,
  where,
} from 'firebase/firestore';
import { AggregateField, Filter } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

const CITIES: Record<string, Record<string, unknown>> = {
  sf: {
    name: 'San Francisco',
    state: 'CA',
    population: 860000,
    regions: ['west', 'coast'],
    capital: false,
    rank: 3,
  },
  la: {
    name: 'Los Angeles',
    state: 'CA',
    population: 3900000,
    regions: ['west', 'coast', 'south'],
    capital: false,
    rank: 1,
  },
  dc: { name: 'Washington', state: null, population: 680000, regions: ['east'], capital: true, rank: 5 },
  tok: {
    name: 'Tokyo',
    state: 'TK',
    population: 9000000,
    regions: ['asia'],
    capital: true,
    rank: Number.NaN,
  },
  bj: { name: 'Beijing', population: 21500000, regions: ['asia'], capital: true, rank: 2.5 },
};

beforeAll(async () => {
  const db = h.admin();
  const batch = db.batch();
  for (const [id, data] of Object.entries(CITIES)) batch.set(db.doc(`cities/${id}`), data);
  batch.set(db.doc('cities/sf/landmarks/bridge'), { name: 'Golden Gate', type: 'bridge' });
  batch.set(db.doc('cities/sf/landmarks/museum'), { name: 'Legion of Honor', type: 'museum' });
  batch.set(db.doc('cities/tok/landmarks/tower'), { name: 'Skytree', type: 'tower' });
  batch.set(db.doc('countries/jp/cities/osaka'), { name: 'Osaka', population: 2700000 });
  await batch.commit();
});

async function ids(q: FirebaseFirestore.Query): Promise<string[]> {
  return (await q.get()).docs.map((d) => d.id);
}

describe('field operators (admin)', () => {
  it.each([
    ['==', 'CA', ['la', 'sf']],
    ['!=', 'CA', ['tok']],
    ['<', 'TK', ['la', 'sf']],
    ['<=', 'TK', ['la', 'sf', 'tok']],
    ['>', 'CA', ['tok']],
    ['>=', 'CA', ['la', 'sf', 'tok']],
    ['in', ['CA', 'TK'], ['la', 'sf', 'tok']],
    ['not-in', ['CA'], ['tok']],
  ] as const)('state %s %j', async (op, value, expected) => {
    const got = await ids(h.admin().collection('cities').where('state', op, value));
    expect(got.sort()).toEqual([...expected].sort());
  });

  it('array-contains and array-contains-any', async () => {
    const db = h.admin();
    expect((await ids(db.collection('cities').where('regions', 'array-contains', 'coast'))).sort()).toEqual([
      'la',
      'sf',
    ]);
    expect(
      (await ids(db.collection('cities').where('regions', 'array-contains-any', ['east', 'asia']))).sort(),
    ).toEqual(['bj', 'dc', 'tok']);
  });

  it('unary filters: == null, != null, == NaN, != NaN', async () => {
    const db = h.admin();
    expect(await ids(db.collection('cities').where('state', '==', null))).toEqual(['dc']);
    expect((await ids(db.collection('cities').where('state', '!=', null))).sort()).toEqual([
      'la',
      'sf',
      'tok',
    ]);
    expect(await ids(db.collection('cities').where('rank', '==', Number.NaN))).toEqual(['tok']);
    expect((await ids(db.collection('cities').where('rank', '!=', Number.NaN))).sort()).toEqual([
      'bj',
      'dc',
      'la',
      'sf',
    ]);
  });

  it('filters on __name__', async () => {
    const db = h.admin();
    expect(await ids(db.collection('cities').where('__name__', '==', db.doc('cities/sf')))).toEqual(['sf']);
    expect(await ids(db.collection('cities').where('__name__', '>', db.doc('cities/la')))).toEqual([
      'sf',
      'tok',
    ]);
  });

  it('composite AND and OR filters', async () => {
    const db = h.admin();
    const orQuery = db
      .collection('cities')
      .where(Filter.or(Filter.where('state', '==', 'TK'), Filter.where('population', '<', 700000)));
    expect((await ids(orQuery)).sort()).toEqual(['dc', 'tok']);
    const nested = db
      .collection('cities')
      .where(
        Filter.and(
          Filter.where('capital', '==', true),
          Filter.or(Filter.where('population', '>', 10000000), Filter.where('state', '==', null)),
        ),
      );
    expect((await ids(nested)).sort()).toEqual(['bj', 'dc']);
  });
});

describe('ordering, cursors and limits (admin)', () => {
  it('orders by a field, excluding documents without it, then by name', async () => {
    const db = h.admin();
    expect(await ids(db.collection('cities').orderBy('state'))).toEqual(['dc', 'la', 'sf', 'tok']);
    expect(await ids(db.collection('cities').orderBy('capital', 'desc'))).toEqual([
      'tok',
      'dc',
      'bj',
      'sf',
      'la',
    ]);
  });

  it('orders by inequality fields implicitly, in field-path order', async () => {
    const db = h.admin();
    expect(await ids(db.collection('cities').where('population', '>', 700000))).toEqual(
      ['sf', 'osaka', 'la', 'tok', 'bj'].filter((id) => id !== 'osaka'),
    );
    const two = db.collection('cities').where('rank', '>', 0).where('population', '>', 700000);
    // Implicit order: population, then rank, then __name__.
    expect(await ids(two)).toEqual(['sf', 'la', 'bj']);
  });

  it('applies cursors, offset, limit and limitToLast', async () => {
    const db = h.admin();
    const byPop = db.collection('cities').orderBy('population');
    expect(await ids(byPop.startAt(860000))).toEqual(['sf', 'la', 'tok', 'bj']);
    expect(await ids(byPop.startAfter(860000))).toEqual(['la', 'tok', 'bj']);
    expect(await ids(byPop.endAt(860000))).toEqual(['dc', 'sf']);
    expect(await ids(byPop.endBefore(860000))).toEqual(['dc']);
    expect(await ids(byPop.offset(1).limit(2))).toEqual(['sf', 'la']);
    expect(await ids(byPop.limitToLast(2))).toEqual(['tok', 'bj']);
    const sf = await db.doc('cities/sf').get();
    expect(await ids(byPop.startAfter(sf))).toEqual(['la', 'tok', 'bj']);
  });

  it('projects selected fields', async () => {
    const snap = await h.admin().collection('cities').where('state', '==', 'TK').select('name').get();
    expect(snap.docs[0]?.data()).toEqual({ name: 'Tokyo' });
  });
});

describe('collection groups and descendants (admin)', () => {
  it('queries a collection group across parents', async () => {
    const db = h.admin();
    expect((await ids(db.collectionGroup('landmarks').orderBy('name'))).join()).toBe('bridge,museum,tower');
    expect((await ids(db.collectionGroup('cities').where('population', '>', 2000000))).sort()).toEqual([
      'bj',
      'la',
      'osaka',
      'tok',
    ]);
  });

  it('lists documents, collections and deletes recursively (all-descendants queries)', async () => {
    const db = h.admin();
    const listed = await db.collection('countries').listDocuments();
    expect(listed.map((d) => d.id)).toEqual(['jp']); // a missing document with a subcollection
    const collections = await db.doc('cities/sf').listCollections();
    expect(collections.map((c) => c.id)).toEqual(['landmarks']);
    expect((await db.listCollections()).map((c) => c.id).sort()).toEqual(['cities', 'countries']);
    await db.recursiveDelete(db.collection('countries'));
    expect((await db.collection('countries').listDocuments()).length).toBe(0);
  });
});

describe('partitions (admin)', () => {
  it('splits a collection group into partitions that together return every document once', async () => {
    const db = h.admin();
    const batch = db.batch();
    for (let i = 0; i < 30; i++) batch.set(db.doc(`parts/p${String(i).padStart(2, '0')}`), { i });
    await batch.commit();
    const partitions = [];
    for await (const partition of db.collectionGroup('parts').getPartitions(4)) partitions.push(partition);
    expect(partitions.length).toBe(4);
    const seen: string[] = [];
    for (const partition of partitions) seen.push(...(await partition.toQuery().get()).docs.map((d) => d.id));
    expect(seen.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `p${String(i).padStart(2, '0')}`));
  });
});

describe('aggregations', () => {
  it('counts, sums and averages (admin)', async () => {
    const db = h.admin();
    const q = db.collection('cities').where('capital', '==', true);
    expect((await q.count().get()).data().count).toBe(3);
    const agg = await q
      .aggregate({
        total: AggregateField.sum('population'),
        mean: AggregateField.average('population'),
        n: AggregateField.count(),
      })
      .get();
    expect(agg.data()).toEqual({ total: 31180000, mean: 31180000 / 3, n: 3 });
    const none = await db
      .collection('cities')
      .where('state', '==', 'nowhere')
      .aggregate({ s: AggregateField.sum('population'), a: AggregateField.average('population') })
      .get();
    expect(none.data()).toEqual({ s: 0, a: null });
    expect((await db.collection('cities').limit(2).count().get()).data().count).toBe(2);
  });

  it('counts, sums and averages (web)', async () => {
    const db = h.web();
    const cities = collection(db, 'cities');
    expect((await getCountFromServer(query(cities, where('state', '==', 'CA')))).data().count).toBe(2);
    const agg = await getAggregateFromServer(query(cities, where('state', '==', 'CA')), {
      total: sum('population'),
      mean: average('population'),
    });
    expect(agg.data()).toEqual({ total: 4760000, mean: 2380000 });
  });
});

describe('what this emulator does not do', () => {
  it('answers UNIMPLEMENTED for query explain and vector search instead of a partial answer', async () => {
    const db = h.admin();
    expect(await codeOf(db.collection('cities').explain({ analyze: false }))).toBe(12);
    const nearest = db.collection('cities').findNearest({
      vectorField: 'embedding',
      queryVector: [1, 2],
      limit: 3,
      distanceMeasure: 'EUCLIDEAN',
    });
    expect(await codeOf(nearest.get())).toBe(12);
  });
});

describe('queries through the web SDK (Listen)', () => {
  it('filters, orders and pages', async () => {
    const db = h.web();
    const cities = collection(db, 'cities');
    const names = async (q: Query<DocumentData>) => (await getDocs(q)).docs.map((d) => d.id);
    expect(
      await names(query(cities, where('state', 'in', ['CA', 'TK']), orderBy('population', 'desc'))),
    ).toEqual(['tok', 'la', 'sf']);
    expect(await names(query(cities, or(where('state', '==', 'TK'), where('capital', '==', false))))).toEqual(
      ['la', 'sf', 'tok'],
    );
    expect(
      await names(query(cities, and(where('capital', '==', true), where('population', '<', 10000000)))),
    ).toEqual(['dc', 'tok']);
    expect(await names(query(cities, orderBy('population'), startAfter(860000), endBefore(9000000)))).toEqual(
      ['la'],
    );
    expect(await names(query(cities, orderBy('population'), limitToLast(2)))).toEqual(['tok', 'bj']);
    expect(await names(query(collectionGroup(db, 'landmarks'), where('type', '!=', 'museum')))).toEqual([
      'bridge',
      'tower',
    ]);
  });
});
