import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collections, documentSchemas, subcollections } from '@studio/domain';
import { describe, expect, it } from 'vitest';

// firestore.indexes.json against the data model and the queries that need a composite index.
// Firestore serves one-field queries and equality-only queries from its automatic single-field
// indexes; a query mixing equality with an order (or ordering on two fields) needs a composite
// index whose fields are the equality fields, then the ordered fields in order and direction.

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const file = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const { indexes } = JSON.parse(readFileSync(file, 'utf8')) as { indexes: Index[] };

/** Collection id → domain schema key, for top-level collections and subcollections. */
const kindOf = new Map<string, keyof typeof documentSchemas>(
  [...Object.entries(collections), ...Object.entries(subcollections)].map(([kind, id]) => [
    id,
    kind as keyof typeof documentSchemas,
  ]),
);

type Direction = 'asc' | 'desc';
interface ScreenQuery {
  where: string;
  collection: string;
  equal: string[];
  order: [field: string, direction: Direction][];
}

// Every query of web/ and functions/ that needs a composite index (grep for `orderBy(` next to
// `where(`, or two `orderBy(`). Keep this list in step with the code.
const screenQueries: ScreenQuery[] = [
  {
    where: 'blog: published posts, newest first',
    collection: 'blog_posts',
    equal: ['status'],
    order: [['published_at', 'desc']],
  },
  {
    where: 'client dashboard and client detail: her bookings, newest first',
    collection: 'bookings',
    equal: ['client_id'],
    order: [['scheduled_at', 'desc']],
  },
  {
    where: 'booking interests: a status tab, newest first',
    collection: 'booking_interests',
    equal: ['status'],
    order: [['created_at', 'desc']],
  },
  {
    where: 'a client’s booking interests, newest first',
    collection: 'booking_interests',
    equal: ['client_id'],
    order: [['created_at', 'desc']],
  },
  {
    where: 'client detail: notes, pinned first, then newest',
    collection: 'client_notes',
    equal: [],
    order: [
      ['is_pinned', 'desc'],
      ['created_at', 'desc'],
    ],
  },
];

function serves(index: Index, q: ScreenQuery): boolean {
  if (index.collectionGroup !== q.collection || index.queryScope !== 'COLLECTION') return false;
  if (index.fields.length !== q.equal.length + q.order.length) return false;
  const head = index.fields.slice(0, q.equal.length).map((f) => f.fieldPath);
  const tail = index.fields.slice(q.equal.length);
  const wanted = (d: Direction) => (d === 'asc' ? 'ASCENDING' : 'DESCENDING');
  return (
    [...head].sort().join() === [...q.equal].sort().join() &&
    tail.every((f, i) => f.fieldPath === q.order[i]?.[0] && f.order === wanted(q.order[i]?.[1] ?? 'asc'))
  );
}

describe('firestore.indexes.json', () => {
  it('names only collections and fields of the data model', () => {
    for (const index of indexes) {
      const kind = kindOf.get(index.collectionGroup);
      expect(kind, index.collectionGroup).toBeDefined();
      const schema = documentSchemas[kind as keyof typeof documentSchemas];
      const fields = Object.keys((schema as unknown as { shape: object }).shape);
      for (const field of index.fields) {
        expect(fields, `${index.collectionGroup}.${field.fieldPath}`).toContain(
          field.fieldPath.split('.')[0],
        );
        expect(Boolean(field.order) !== Boolean(field.arrayConfig)).toBe(true);
      }
    }
  });

  it('holds composite indexes only, each once', () => {
    const keys = indexes.map((i) => JSON.stringify([i.collectionGroup, i.queryScope, i.fields]));
    expect(new Set(keys).size).toBe(keys.length);
    for (const index of indexes) expect(index.fields.length, index.collectionGroup).toBeGreaterThan(1);
  });

  it.each(screenQueries.map((q) => [q.where, q] as const))('has the index for %s', (_name, q) => {
    expect(indexes.some((index) => serves(index, q))).toBe(true);
  });
});
