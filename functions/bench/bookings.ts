import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  bookingSchema,
  createBookingRequestSchema,
  freeStarts,
  maxBookingDurationMinutes,
  studioDateTime,
} from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { startFirestoreProcess, stopFirestoreProcess } from '../../emulators/bench/firestore-process.ts';
import { createBookingFor } from '../src/bookings/create-booking.ts';

const PROJECT = 'demo-bench-bookings';
const ZONE = 'America/New_York';
const TOTAL = 20_000;
const CALLS = 60;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** 20,000 half-hour bookings over 2026–2027, Monday to Saturday 9:00–19:00 New York time. */
async function seed(db: Firestore): Promise<void> {
  await db.doc('services/gel').set({
    name: 'Gel Manicure',
    base_price: 50,
    show_starting_price: true,
    duration_minutes: 30,
    display_order: 1,
    is_active: true,
  });
  await db
    .doc('profiles/ana')
    .set({ full_name: 'Ana Lima', email: 'ana@example.com', created_at: new Date() });
  for (let day = 1; day <= 6; day++)
    await db
      .doc(`availability_blocks/d${day}`)
      .set({ day_of_week: day, start_time: '09:00', end_time: '19:00', is_active: true });
  const days: string[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000)
    if (new Date(t).getUTCDay() !== 0) days.push(isoDay(t));
  const writer = db.bulkWriter();
  for (let i = 0; i < TOTAL; i++) {
    const day = days[i % days.length] as string;
    const slot = Math.floor(i / days.length); // 0…31: fills the day half an hour at a time
    const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
    const start = studioDateTime(day, time, ZONE);
    writer.set(db.collection('bookings').doc(), {
      client_id: 'ana',
      service_id: 'gel',
      scheduled_at: start,
      end_at: new Date(start.getTime() + 30 * 60_000),
      duration_minutes: 30,
      total_price: 50,
      status: 'confirmed',
    });
  }
  await writer.close();
}

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

/** One day's free times: bookings reaching into the day, blocked slots, opening hours (get-day-schedule). */
async function dayFreeTimes(db: Firestore, date: string): Promise<{ reads: number; free: number }> {
  const start = studioDateTime(date, '00:00', ZONE);
  const end = new Date(start.getTime() + 86_400_000);
  const earliest = new Date(start.getTime() - maxBookingDurationMinutes * 60_000);
  const [bookings, slots, windows] = await Promise.all([
    db.collection('bookings').where('scheduled_at', '>=', earliest).where('scheduled_at', '<', end).get(),
    db.collection('blocked_time_slots').where('end_datetime', '>', start).get(),
    db.collection('availability_blocks').where('is_active', '==', true).get(),
  ]);
  // One chair until staff profiles are seeded (issue 31): the owner takes every booking.
  const free = freeStarts(
    {
      date,
      timeZone: ZONE,
      now: new Date('2026-01-01T00:00:00Z'),
      ownerUid: 'owner',
      staff: [{ uid: 'owner', bookable: true, display_name: 'Owner' }],
      studioHours: windows.docs.map((d) => d.data() as never),
      blockedSlots: [],
      bookings: bookings.docs.map((d) => ({ ...bookingSchema.parse(d.data()), staff_id: null })),
      stepMinutes: 15,
    },
    [{ serviceId: 'visit', durationMinutes: 30 }],
    'owner',
  );
  return { reads: bookings.size + slots.size + windows.size, free: free.length };
}

/** createBooking's transaction, one call at a time, each at a free half hour of 2028. */
async function createLatencies(db: Firestore): Promise<number[]> {
  const samples: number[] = [];
  const now = new Date('2027-12-31T12:00:00Z');
  for (let i = 0; i < CALLS; i++) {
    const day = isoDay(Date.UTC(2028, 0, 3 + Math.floor(i / 10)));
    const time = `${String(9 + (i % 10)).padStart(2, '0')}:00`;
    const request = createBookingRequestSchema.parse({
      clientId: 'ana',
      serviceId: 'gel',
      startsAt: studioDateTime(day, time, ZONE).toISOString(),
    });
    const started = performance.now();
    await createBookingFor(db, 'staff-bench', request, now);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-bookings-'));
  const emulator = await startFirestoreProcess(scratch, PROJECT);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const app = initializeApp({ projectId: PROJECT }, 'bench-bookings');
  const db = getFirestore(app);
  try {
    const seeding = performance.now();
    await seed(db);
    console.log(
      `seeded ${TOTAL} bookings over 2026–2027 in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    console.log(`calendar week view (14–20 Mar 2027): ${await weekReads(db)} document reads of ${TOTAL}`);
    const day = await dayFreeTimes(db, '2027-03-18');
    console.log(
      `free times of 18 Mar 2027: ${day.reads} document reads of ${TOTAL}+ (${day.free} free starts)`,
    );
    const samples = await createLatencies(db);
    console.log(
      `createBooking transaction, ${CALLS} calls: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
    );
  } finally {
    await db.terminate();
    await deleteApp(app);
    await stopFirestoreProcess(emulator);
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
