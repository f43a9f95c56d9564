// `npm run bench:book`, its server half (issue 32), against our Firestore emulator in a process of
// its own with bench-studio.ts's studio (three members, 20,000 bookings over 2026–2027) in
// `instant` mode, the gel manicure asking for a required nail shape:
//   (b) the documents listFreeTimes reads to show a visitor one busy day's free times, with one
//       member and with "anyone": counted as Firestore bills them (each document a query or a get
//       returns, an empty query one), by wrapping the admin SDK's get methods in this process;
//   (c) bookFreeTime's own latency under 20 concurrent calls (each a different client, "anyone",
//       a free start of an empty week in 2028, ten to a day), three rounds: median and p95.
// Wall-clock times of one machine; they print figures and never fail.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  bookFreeTimeRequestSchema,
  listFreeTimesRequestSchema,
  type SettingKey,
  type SettingValue,
  settingDocument,
  studioDateTime,
} from '@studio/domain';
import { DocumentReference, type Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { bookFreeTimeFor } from '../src/self-booking/book-free-time.ts';
import { listFreeTimesFor } from '../src/self-booking/list-free-times.ts';
import { isoDay, MEMBERS, percentile, seedStudio, TOTAL, withBenchFirestore, ZONE } from './bench-studio.ts';

const PROJECT = 'demo-bench-book';
const ROUNDS = 3;
const CONCURRENT = 20;
const BUSY_DAY = '2027-03-18';
const shape = { addOnId: 'shape', optionId: 'almond' };

/** Documents read since the last reset, by every get of this process's admin SDK, and by collection. */
const reads = { count: 0, byCollection: new Map<string, number>() };
type Read = { ref?: { parent: { id: string } }; size?: number; docs?: Read[] };
function count(result: Read): void {
  // A query that returns nothing is billed one read.
  const collection = result.ref?.parent.id ?? result.docs?.[0]?.ref?.parent.id ?? '(empty query)';
  const n = result.docs ? Math.max(1, result.docs.length) : 1;
  reads.count += n;
  reads.byCollection.set(collection, (reads.byCollection.get(collection) ?? 0) + n);
}
function countReads(): void {
  const wrap = <T extends object>(proto: T, name: keyof T & string) => {
    const original = proto[name] as (...args: unknown[]) => Promise<unknown>;
    Object.assign(proto, {
      [name]: async function (this: unknown, ...args: unknown[]) {
        const result = await original.apply(this, args);
        for (const read of Array.isArray(result) ? result : [result]) count(read as Read);
        return result;
      },
    });
  };
  wrap(Query.prototype, 'get');
  wrap(DocumentReference.prototype, 'get');
  wrap(Transaction.prototype, 'get');
  wrap(Transaction.prototype, 'getAll');
}

async function seedOnlineBooking(db: Firestore): Promise<void> {
  const setting = <K extends SettingKey>(key: K, value: SettingValue<K>) =>
    db.doc(`settings_public/${key}`).set(settingDocument(key, value));
  await Promise.all([
    setting('booking_mode', 'instant'),
    db.doc('service_add_ons/shape').set({
      service_id: 'gel',
      name: 'Nail Shape',
      type: 'shape',
      is_required: true,
      is_active: true,
      display_order: 1,
      options: [{ id: 'almond', label: 'Almond', price_modifier: 0 }],
    }),
    ...Array.from({ length: ROUNDS * CONCURRENT }, (_, i) =>
      db.doc(`profiles/client-${i}`).set({
        full_name: `Client ${i}`,
        email: `client-${i}@example.com`,
        allergies: [],
        created_at: new Date(),
      }),
    ),
  ]);
}

async function freeTimeReads(db: Firestore, staffId: string | null) {
  const input = listFreeTimesRequestSchema.parse({
    date: BUSY_DAY,
    serviceIds: ['gel'],
    addOnSelections: [shape],
    staffId,
  });
  const now = new Date('2027-03-01T12:00:00Z');
  reads.count = 0;
  reads.byCollection.clear();
  const started = performance.now();
  const answer = await listFreeTimesFor(db, input, now);
  const byCollection = [...reads.byCollection].map(([c, n]) => `${c} ${n}`).join(', ');
  return { reads: reads.count, byCollection, starts: answer.starts.length, ms: performance.now() - started };
}

async function bookLatencies(db: Firestore): Promise<number[]> {
  const samples: number[] = [];
  const now = new Date('2027-12-31T12:00:00Z');
  for (let round = 0; round < ROUNDS; round++) {
    const calls = Array.from({ length: CONCURRENT }, async (_, i) => {
      const day = isoDay(Date.UTC(2028, 0, 3 + round * 2 + Math.floor(i / 10)));
      const time = `${String(9 + (i % 10)).padStart(2, '0')}:00`;
      const input = bookFreeTimeRequestSchema.parse({
        serviceIds: ['gel'],
        addOnSelections: [shape],
        staffId: null,
        startsAt: studioDateTime(day, time, ZONE).toISOString(),
      });
      const started = performance.now();
      await bookFreeTimeFor(db, `client-${round * CONCURRENT + i}`, input, now);
      samples.push(performance.now() - started);
    });
    await Promise.all(calls);
  }
  return samples;
}

await withBenchFirestore(PROJECT, async (db) => {
  await seedStudio(db);
  await seedOnlineBooking(db);
  console.log(
    `bench:book (server) — ${TOTAL} bookings, ${MEMBERS.length} members, instant online booking, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
  );
  countReads();
  for (const staffId of ['jordan', null]) {
    const runs = [];
    for (let run = 0; run < 9; run++) runs.push(await freeTimeReads(db, staffId));
    const first = runs[0] as Awaited<ReturnType<typeof freeTimeReads>>;
    console.log(
      `(b) listFreeTimes of ${BUSY_DAY} with ${staffId ?? 'anyone'}: ${first.reads} document reads ` +
        `(of ${TOTAL}+: ${first.byCollection}), ${first.starts} free starts, median ${percentile(
          runs.map((r) => r.ms),
          50,
        ).toFixed(1)} ms over ${runs.length} runs`,
    );
  }
  const samples = await bookLatencies(db);
  const booked = await db.collection('bookings').where('source', '==', 'online').count().get();
  console.log(
    `(c) bookFreeTime, ${ROUNDS} rounds of ${CONCURRENT} concurrent calls: median ${percentile(samples, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(samples, 95).toFixed(1)} ms (${booked.data().count} bookings made), load ${loadavg()[0]?.toFixed(2)}`,
  );
});
