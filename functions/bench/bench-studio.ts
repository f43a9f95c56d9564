// What the functions' benchmarks share: our Firestore emulator in a process of its own with a
// firebase-admin app on it, and the studio they seed (the team, open Monday to Saturday).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { startFirestoreProcess, stopFirestoreProcess } from '../../emulators/bench/firestore-process.ts';

/** Runs `bench` on a fresh emulator, then stops it and removes its files, whatever happened. */
export async function withBenchFirestore(
  project: string,
  bench: (db: Firestore) => Promise<void>,
): Promise<void> {
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

/** The team (the uid 'owner' owns the studio, the others assist), open Monday to Saturday 9:00–19:00. */
export async function seedTeamAndHours(db: Firestore, members: readonly string[]): Promise<void> {
  for (const uid of members) {
    await db.doc(`user_roles/${uid}`).set({ user_id: uid, role: uid === 'owner' ? 'owner' : 'assistant' });
    await db.doc(`staff_profiles/${uid}`).set({ bookable: true, display_name: uid, time_off: [] });
  }
  for (let day = 1; day <= 6; day++)
    await db
      .doc(`availability_blocks/d${day}`)
      .set({ day_of_week: day, start_time: '09:00', end_time: '19:00', is_active: true });
}
