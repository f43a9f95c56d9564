import { performance } from 'node:perf_hooks';
import {
  bookingSchema,
  createBookingRequestSchema,
  freeStartsForAnyone,
  maxBookingDurationMinutes,
  staffProfileSchema,
  studioDateTime,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { createBookingFor } from '../src/bookings/create-booking.ts';
import { isoDay, MEMBERS, percentile, seedStudio, TOTAL, withBenchFirestore, ZONE } from './bench-studio.ts';

const PROJECT = 'demo-bench-bookings';
/** Rounds of CONCURRENT createBooking calls. */
const ROUNDS = 3;
const CONCURRENT = 20;

/** The calendar's week view: bookings starting within the week (calendarBookingsQuery). */
async function weekReads(db: Firestore): Promise<number> {
  const start = studioDateTime('2027-03-14', '00:00', ZONE);
  const end = studioDateTime('2027-03-21', '00:00', ZONE);
  const snap = await db
    .collection('bookings')
    .where('scheduled_at', '>=', start)
    .where('scheduled_at', '<', end)
    .get();
  return snap.size;
}

/**
 * One day's free starts for "anyone" (issue 31): the bookings reaching into the day, blocked slots,
 * opening hours and the team, as the booking callables read them; the domain decides.
 */
async function dayFreeTimes(
  db: Firestore,
  date: string,
): Promise<{ reads: number; free: number; ms: number }> {
  const started = performance.now();
  const start = studioDateTime(date, '00:00', ZONE);
  const end = new Date(start.getTime() + 86_400_000);
  const earliest = new Date(start.getTime() - maxBookingDurationMinutes * 60_000);
  const [bookings, slots, windows, profiles] = await Promise.all([
    db.collection('bookings').where('scheduled_at', '>=', earliest).where('scheduled_at', '<', end).get(),
    db.collection('blocked_time_slots').where('end_datetime', '>', start).get(),
    db.collection('availability_blocks').where('is_active', '==', true).get(),
    db.collection('staff_profiles').get(),
  ]);
  const free = freeStartsForAnyone(
    {
      date,
      timeZone: ZONE,
      now: new Date('2026-01-01T00:00:00Z'),
      ownerUid: 'owner',
      staff: profiles.docs.map((d) => ({ ...staffProfileSchema.parse(d.data()), uid: d.id })),
      studioHours: windows.docs.map((d) => d.data() as never),
      blockedSlots: [],
      bookings: bookings.docs.map((d) => bookingSchema.parse(d.data())),
      stepMinutes: 15,
    },
    [{ serviceId: 'visit', durationMinutes: 30 }],
  );
  const reads = bookings.size + slots.size + windows.size + profiles.size;
  return { reads, free: free.length, ms: performance.now() - started };
}

/**
 * createBooking's transaction under CONCURRENT calls at once, for "anyone" at free half hours of
 * 2028 (a day's times spread over the members), ROUNDS times: each call's own latency.
 */
async function createLatencies(db: Firestore): Promise<number[]> {
  const samples: number[] = [];
  const now = new Date('2027-12-31T12:00:00Z');
  for (let round = 0; round < ROUNDS; round++) {
    const calls = Array.from({ length: CONCURRENT }, async (_, i) => {
      const day = isoDay(Date.UTC(2028, 0, 3 + round * 2 + Math.floor(i / 10)));
      const time = `${String(9 + (i % 10)).padStart(2, '0')}:00`;
      const request = createBookingRequestSchema.parse({
        clientId: 'ana',
        serviceId: 'gel',
        startsAt: studioDateTime(day, time, ZONE).toISOString(),
      });
      const started = performance.now();
      await createBookingFor(db, 'staff-bench', request, now);
      samples.push(performance.now() - started);
    });
    await Promise.all(calls);
  }
  return samples;
}

await withBenchFirestore(PROJECT, async (db) => {
  const seeding = performance.now();
  await seedStudio(db);
  console.log(
    `seeded ${TOTAL} bookings over 2026–2027 in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  console.log(`calendar week view (14–20 Mar 2027): ${await weekReads(db)} document reads of ${TOTAL}`);
  const dayRuns = [];
  for (let run = 0; run < 9; run++) dayRuns.push(await dayFreeTimes(db, '2027-03-18'));
  const day = dayRuns[0] as Awaited<ReturnType<typeof dayFreeTimes>>;
  console.log(
    `free starts for anyone of 18 Mar 2027 (${MEMBERS.length} members): ${day.reads} document reads of ${TOTAL}+, ` +
      `${day.free} free starts, median ${percentile(
        dayRuns.map((r) => r.ms),
        50,
      ).toFixed(1)} ms over ${dayRuns.length} runs`,
  );
  const samples = await createLatencies(db);
  console.log(
    `createBooking transaction, ${ROUNDS} rounds of ${CONCURRENT} concurrent calls: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
  );
});
