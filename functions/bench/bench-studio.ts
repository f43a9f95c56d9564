// The studio the booking benches run against (bench:bookings, bench:book): the owner and two
// assistants, a gel manicure, Monday-to-Saturday hours, and 20,000 half-hour bookings over
// 2026–2027, in our Firestore emulator started in a process of its own, as `npm run emulators`
// runs it. bench:reports seeds bookings of its own on the same team and hours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { studioDateTime } from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { startFirestoreProcess, stopFirestoreProcess } from '../../emulators/bench/firestore-process.ts';

export const ZONE = 'America/New_York';
export const TOTAL = 20_000;
/** The owner and two assistants (issue 31): each booking is one member's. */
export const MEMBERS = ['owner', 'jordan', 'sam'] as const;

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};

export const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** 20,000 half-hour bookings over 2026–2027, Monday to Saturday from 9:00 New York time, a third each member's. */
export async function seedStudio(db: Firestore): Promise<void> {
  await seedTeamAndHours(db);
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
  const days: string[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000)
    if (new Date(t).getUTCDay() !== 0) days.push(isoDay(t));
  const writer = db.bulkWriter();
  for (let i = 0; i < TOTAL; i++) {
    const day = days[i % days.length] as string;
    const slot = Math.floor(i / days.length); // 0…31: the members take turns, a half hour each
    const half = Math.floor(slot / MEMBERS.length);
    const time = `${String(9 + Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
    const start = studioDateTime(day, time, ZONE);
    writer.set(db.collection('bookings').doc(), {
      client_id: 'ana',
      staff_id: MEMBERS[slot % MEMBERS.length],
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

/** The team (MEMBERS: 'owner' owns the studio, the others assist), open Monday to Saturday 9:00–19:00. */
export async function seedTeamAndHours(db: Firestore): Promise<void> {
  for (const uid of MEMBERS) {
    await db.doc(`user_roles/${uid}`).set({ user_id: uid, role: uid === 'owner' ? 'owner' : 'assistant' });
    await db.doc(`staff_profiles/${uid}`).set({ bookable: true, display_name: uid, time_off: [] });
  }
  for (let day = 1; day <= 6; day++)
    await db
      .doc(`availability_blocks/d${day}`)
      .set({ day_of_week: day, start_time: '09:00', end_time: '19:00', is_active: true });
}

/** Runs `bench` against a fresh emulator process, then stops it and removes its files. */
export async function withBenchFirestore(project: string, bench: (db: Firestore) => Promise<void>) {
  const scratch = mkdtempSync(join(tmpdir(), `${project}-`));
  const emulator = await startFirestoreProcess(scratch, project);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const app = initializeApp({ projectId: project }, project);
  const db = getFirestore(app);
  try {
    await bench(db);
  } finally {
    await db.terminate();
    await deleteApp(app);
    await stopFirestoreProcess(emulator);
    rmSync(scratch, { recursive: true, force: true });
  }
}
