// npm run bench:reports (issue 33, item 5): what opening a report costs with the day rollups
// (report_days) against reading the period's bookings, with 20,000 bookings over two years in our
// Firestore emulator (a process of its own, as bench:bookings). For "this year" and "last 30 days"
// it prints the document reads each way (counted as Firestore bills them: every document a query
// or get returns, at least one per query, one per 1,000 index entries an aggregation counts) and the
// median time over RUNS runs, interleaved so both see the same machine load. The per-booking way is
// how getReport read until the rollups: the bookings of the period and its rebooking window,
// derived into days in memory; both ways must give the same figures, or the bench stops.
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import {
  addDaysToDate,
  datesOf,
  daysWithin,
  maxRebuildDays,
  periodClientIds,
  periodInstants,
  presetPeriod,
  type Report,
  type ReportPeriod,
  type ReportPreset,
  reportDaysOf,
  studioDateTime,
} from '@studio/domain';
import { type AggregateQuery, DocumentReference, type Firestore, Query } from 'firebase-admin/firestore';
import { getReportFor, reportFromDays } from '../src/reports/get-report.ts';
import { rebuildReportDaysFor } from '../src/reports/rebuild-report-days.ts';
import {
  readReportSource,
  readStudioSetup,
  readStudioTotals,
  returningClients,
} from '../src/reports/report-reads.ts';
import { readSettings } from '../src/shared/settings.ts';
import { isoDay, MEMBERS, seedTeamAndHours, withBenchFirestore, ZONE } from './bench-studio.ts';

const PROJECT = 'demo-bench-reports';
const TOTAL = 20_000;
const CLIENTS = 600;
const RUNS = 5;
const SERVICES = [
  { id: 'gel', name: 'Gel Manicure', category: 'Manicure', price: 45, minutes: 60 },
  { id: 'pedi', name: 'Pedicure', category: 'Pedicure', price: 60, minutes: 60 },
  { id: 'art', name: 'Nail Art', category: 'Nail Art', price: 20.5, minutes: 30 },
  { id: 'removal', name: 'Removal', category: null, price: 10.1, minutes: 30 },
] as const;
/** The studio's today: two years of history end here. */
const NOW = new Date('2027-12-01T17:00:00Z');
const FIRST_DAY = '2025-12-02';
const owner = { uid: 'owner', token: { role: 'owner' } };

// ---------- Reads, as Firestore bills them ----------

let reads = 0;
function meterReads(db: Firestore): void {
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function (this: Query) {
    const snapshot = await queryGet.call(this);
    reads += Math.max(1, snapshot.size);
    return snapshot;
  } as typeof queryGet;
  const docGet = DocumentReference.prototype.get;
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    reads += 1;
    return docGet.call(this);
  } as typeof docGet;
  // firebase-admin exports the class as a type only: its prototype is that of a count() query.
  const aggregates = Object.getPrototypeOf(db.collection('bookings').count()) as AggregateQuery<never>;
  const aggregateGet = aggregates.get;
  aggregates.get = async function (this: AggregateQuery<never>) {
    const snapshot = await aggregateGet.call(this);
    const counted = Object.values(snapshot.data()).reduce<number>((n, v) => n + (Number(v) || 0), 0);
    reads += Math.max(1, Math.ceil(counted / 1000));
    return snapshot;
  } as typeof aggregateGet;
}

// ---------- The studio: two years, 20,000 bookings ----------

/**
 * Monday to Saturday, 9:00 on, a visit per member per hour; one in 20 a no-show, one in 13
 * cancelled (half by the client, 12 hours before: late), the rest completed; 600 clients.
 */
async function seed(db: Firestore): Promise<void> {
  await seedTeamAndHours(db);
  for (const s of SERVICES)
    await db
      .doc(`services/${s.id}`)
      .set({ name: s.name, is_active: true, ...(s.category ? { parent_category: s.category } : {}) });
  const days = datesOf({ from: FIRST_DAY, to: isoDay(NOW.getTime()) }).filter(
    (d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0,
  );
  const perDay = Math.ceil(TOTAL / days.length);
  const writer = db.bulkWriter();
  for (let i = 0; i < TOTAL; i++) {
    const day = days[Math.floor(i / perDay)] as string;
    const slot = i % perDay;
    const hour = 9 + Math.floor(slot / MEMBERS.length);
    const start = studioDateTime(day, `${String(hour).padStart(2, '0')}:00`, ZONE);
    const service = SERVICES[i % SERVICES.length] as (typeof SERVICES)[number];
    const client = `client-${(i * 7) % CLIENTS}`;
    const cancelled = i % 13 === 0;
    const status = cancelled ? 'cancelled' : i % 20 === 0 ? 'no_show' : 'completed';
    writer.set(db.collection('bookings').doc(), {
      client_id: client,
      staff_id: MEMBERS[slot % MEMBERS.length],
      service_id: service.id,
      service_name: service.name,
      scheduled_at: start,
      duration_minutes: service.minutes,
      total_price: service.price,
      deposit_amount: i % 5 === 0 ? 10 : 0,
      status,
      status_changed_by: cancelled ? (i % 2 ? client : 'owner') : null,
      status_changed_at: cancelled ? new Date(start.getTime() - 12 * 3_600_000) : null,
    });
  }
  await writer.close();
}

/** The owner's rebuild over the whole history, 400 days a call: what the trigger keeps up after. */
async function rebuildAll(db: Firestore): Promise<number> {
  let withActivity = 0;
  for (let from = FIRST_DAY; from <= isoDay(NOW.getTime()); from = addDaysToDate(from, maxRebuildDays)) {
    const to = [addDaysToDate(from, maxRebuildDays - 1), isoDay(NOW.getTime())].sort()[0] as string;
    withActivity += (await rebuildReportDaysFor(db, owner, { from, to })).withActivity;
  }
  return withActivity;
}

// ---------- The two ways to open a report ----------

/** getReport as it is: the period's day rollups. */
async function fromRollups(db: Firestore, period: ReportPeriod): Promise<Report> {
  return (await getReportFor(db, owner, period)).current;
}

/** getReport as it was: every booking of the period and its rebooking window, then the same figures. */
async function fromBookings(db: Firestore, period: ReportPeriod): Promise<Report> {
  const settings = await readSettings(db);
  const { start, end } = periodInstants(period, ZONE);
  const rebookEnd = new Date(end.getTime() + settings.reports_rebook_weeks * 7 * 86_400_000);
  const [source, setup] = await Promise.all([
    readReportSource(db, start, rebookEnd),
    readStudioSetup(db, start),
    readStudioTotals(db),
  ]);
  const days = reportDaysOf(source, ZONE);
  const returning = await returningClients(db, periodClientIds(daysWithin(days, period)), start);
  return reportFromDays(period, days, setup, settings, returning);
}

interface Measure {
  reads: number;
  ms: number[];
  report: Report | null;
}

async function measure(way: typeof fromRollups, db: Firestore, period: ReportPeriod, into: Measure) {
  reads = 0;
  const started = performance.now();
  into.report = await way(db, period);
  into.ms.push(performance.now() - started);
  into.reads = reads;
}

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

async function main() {
  await withBenchFirestore(PROJECT, async (db) => {
    let started = performance.now();
    await seed(db);
    console.log(
      `seeded ${TOTAL} bookings, ${CLIENTS} clients, ${FIRST_DAY} to ${isoDay(NOW.getTime())} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const stored = await rebuildAll(db);
    console.log(
      `rebuildReportDays over the two years: ${stored} day documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    meterReads(db);
    for (const preset of ['this_year', 'last_30_days'] as ReportPreset[]) {
      const period = presetPeriod(preset, NOW, ZONE);
      const rollups: Measure = { reads: 0, ms: [], report: null };
      const bookings: Measure = { reads: 0, ms: [], report: null };
      // One warm-up each, then RUNS interleaved.
      for (let run = 0; run <= RUNS; run++) {
        await measure(fromRollups, db, period, rollups);
        await measure(fromBookings, db, period, bookings);
        if (run === 0) {
          rollups.ms.length = 0;
          bookings.ms.length = 0;
        }
      }
      if (!isDeepStrictEqual(rollups.report, bookings.report))
        throw new Error(`${preset}: the rollups and the bookings give different figures`);
      const visits = rollups.report?.revenue.visits ?? 0;
      const clients =
        (rollups.report?.clients.newClients ?? 0) + (rollups.report?.clients.returningClients ?? 0);
      console.log(
        `${preset} (${period.from} to ${period.to}, ${visits} completed visits, ${clients} clients, same figures both ways): ` +
          `rollups ${rollups.reads} reads, median ${median(rollups.ms).toFixed(0)} ms; ` +
          `bookings ${bookings.reads} reads, median ${median(bookings.ms).toFixed(0)} ms; ` +
          `${(bookings.reads / rollups.reads).toFixed(1)}× the reads, ${(median(bookings.ms) / median(rollups.ms)).toFixed(1)}× the time (${RUNS} runs each)`,
      );
    }
  });
}

await main();
