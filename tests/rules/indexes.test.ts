import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

const root = fileURLToPath(new URL('../../', import.meta.url));
const { indexes } = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as {
  indexes: Index[];
};

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
    where: 'client dashboard: her shop orders, newest first',
    collection: 'orders',
    equal: ['client_id'],
    order: [['created_at', 'desc']],
  },
  {
    where: 'booking form: active services in display order',
    collection: 'services',
    equal: ['is_active'],
    order: [['display_order', 'asc']],
  },
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
    where: 'client dashboard: her upcoming bookings, soonest first (her past ones use the index above)',
    collection: 'bookings',
    equal: ['client_id'],
    order: [['scheduled_at', 'asc']],
  },
  {
    where: 'bookings list: one status, newest first (with or without a date range)',
    collection: 'bookings',
    equal: ['status'],
    order: [['scheduled_at', 'desc']],
  },
  {
    where: 'Approvals: the bookings waiting for approval, soonest first',
    collection: 'bookings',
    equal: ['status'],
    order: [['scheduled_at', 'asc']],
  },
  {
    where: 'bookings list: one client and one status, newest first',
    collection: 'bookings',
    equal: ['client_id', 'status'],
    order: [['scheduled_at', 'desc']],
  },
  {
    where: "calendar and My day: one member's bookings in a range of days, soonest first",
    collection: 'bookings',
    equal: ['staff_id'],
    order: [['scheduled_at', 'asc']],
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

/** Ordered by one field only (or by document id): the automatic single-field indexes serve it. */
const SINGLE_FIELD = 'single-field';
/** Makes the public queries described elsewhere (`orderBy: [...]`, audited in their own files). */
const FROM_DESCRIPTIONS = 'from-descriptions';

// Every source file that orders a query, with what it needs: a screenQueries entry or nothing
// more. A new file with `orderBy(` or `orderBy: [` fails the test below until it is added here
// (and its index to firestore.indexes.json if it needs one).
const auditedQueryFiles: Record<string, string> = {
  // A public query's description (web/src/lib/firebase/public-query.ts), made by sdk-query.ts.
  'web/src/features/blog/api/get-published-posts.ts': 'blog: published posts, newest first',
  'web/src/lib/firebase/sdk-query.ts': FROM_DESCRIPTIONS,
  'web/src/features/client-dashboard/api/get-my-bookings.ts':
    'client dashboard: her upcoming bookings, soonest first (her past ones use the index above)',
  'web/src/features/clients/api/get-client-bookings.ts':
    'client dashboard and client detail: her bookings, newest first',
  'web/src/features/booking-interests/api/get-booking-interests.ts':
    'booking interests: a status tab, newest first',
  'web/src/features/client-dashboard/api/my-booking-interests.ts':
    'a client’s booking interests, newest first',
  // The wizard's time of her last request: the dashboard's query, cut to one.
  'web/src/features/booking/api/get-open-interests.ts': 'a client’s booking interests, newest first',
  'web/src/features/clients/api/get-client-notes.ts': 'client detail: notes, pinned first, then newest',
  // getReport's new or returning: one client's latest completed visit before the period.
  'functions/src/reports/report-reads.ts': 'bookings list: one client and one status, newest first',
  // The Today board: one day's bookings by start, a range on the ordered field.
  'web/src/features/today/api/use-today-live.ts': SINGLE_FIELD,
  'web/src/features/clients/api/get-clients.ts': SINGLE_FIELD,
  'web/src/features/clients/api/get-client-photos.ts': SINGLE_FIELD,
  // Its status and client filters need both bookings-list indexes; without them, one field.
  'web/src/features/bookings/api/get-bookings.ts': 'bookings list: one client and one status, newest first',
  'web/src/features/bookings/api/get-pending-bookings.ts':
    'Approvals: the bookings waiting for approval, soonest first',
  // Everyone's days on one field; one member's (her own day) with her staff_id first.
  'web/src/features/calendar/api/get-calendar-bookings.ts':
    "calendar and My day: one member's bookings in a range of days, soonest first",
  'web/src/features/overview/api/get-todays-bookings.ts': SINGLE_FIELD,
  'web/src/entities/client/api/get-client-choices.ts': SINGLE_FIELD,
  'web/src/entities/booking/api/get-booking-catalogue.ts': 'booking form: active services in display order',
  'functions/src/loyalty/recompute-loyalty.ts': SINGLE_FIELD,
  // A range on scheduled_at ordered by scheduled_at.
  'functions/src/calendar/calendar-feed.ts': SINGLE_FIELD,
  'functions/src/availability/publish-booked-times.ts': SINGLE_FIELD,
  // Messages: the latest mail and the latest messages, each by created_at alone.
  'web/src/features/outgoing-messages/api/get-outgoing-messages.ts': SINGLE_FIELD,
  'web/src/features/client-dashboard/api/get-my-orders.ts': 'client dashboard: her shop orders, newest first',
  'web/src/features/orders-manager/api/orders.ts': SINGLE_FIELD,
  // An inequality and the order on the same field (then the id): single-field indexes serve it.
  'functions/src/retention/data-retention.ts': SINGLE_FIELD,
  // Pages a day's entries by document id: an equality with the id order is served by one field.
  'functions/src/waitlist/notify-waitlist.ts': SINGLE_FIELD,
  // Upcoming bookings: an inequality and the order on the same field.
  'web/src/features/outgoing-messages/api/get-queued-reminders.ts': SINGLE_FIELD,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/(__tests__|\.test\.)/.test(f))
    .map((f) =>
      relative(root, join(root, dir, f))
        .split('\\')
        .join('/'),
    );
}

/** Files calling orderBy( or describing a query's order (`orderBy: [`) outside comments. */
function filesOrderingQueries(): string[] {
  // A call, or a public query's description (`orderBy: ['published_at', 'desc']`).
  const code = /^(?!\s*(\*|\/\/)).*\borderBy(\(|: \[)/m;
  return [...sourceFiles('web/src'), ...sourceFiles('functions/src')]
    .filter((f) => code.test(readFileSync(join(root, f), 'utf8')))
    .sort();
}

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

  it('knows every file that orders a query, and what index each needs', () => {
    expect(filesOrderingQueries()).toEqual(Object.keys(auditedQueryFiles).sort());
    const named = new Set([SINGLE_FIELD, FROM_DESCRIPTIONS, ...screenQueries.map((q) => q.where)]);
    for (const [file, need] of Object.entries(auditedQueryFiles)) expect(named.has(need), file).toBe(true);
  });

  it.each(screenQueries.map((q) => [q.where, q] as const))('has the index for %s', (_name, q) => {
    expect(indexes.some((index) => serves(index, q))).toBe(true);
  });
});
