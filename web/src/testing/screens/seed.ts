// Documents a screen test starts from, written past the rules (the emulator's `Bearer owner`, as
// firebase-admin writes): what the functions or other people would have written before.
import { userRoleSchema } from '@studio/domain';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, writeBatch } from 'firebase/firestore';
import { inject } from 'vitest';

let seeding: ReturnType<typeof getFirestore> | null = null;

/** The Firestore that writes past the rules, as firebase-admin would (callable stand-ins use it). */
export function seedingFirestore() {
  if (seeding) return seeding;
  const app = initializeApp({ projectId: 'demo-screens', apiKey: 'demo-api-key' }, 'screens-seed');
  seeding = getFirestore(app);
  const [host, port] = inject('screensFirestoreHost').split(':') as [string, string];
  connectFirestoreEmulator(seeding, host, Number(port), { mockUserToken: 'owner' });
  return seeding;
}

/**
 * Refuses a user_roles document its schema refuses: one `{ role }` without its user_id, seeded by
 * data-export's file, once failed every later file that read the staff roles (reactfire keeps an
 * errored listener for the rest of the run). The screens now leave such a document out
 * (entities/staff), but a seed that means one writes it on purpose (odd-staff-role.test.tsx).
 */
function checkSeeded(path: string, fields: Record<string, unknown>): void {
  if (!/^user_roles\/[^/]+$/.test(path)) return;
  const parsed = userRoleSchema.safeParse(fields);
  if (!parsed.success) throw new Error(`A seeded ${path} must match userRoleSchema: ${parsed.error.message}`);
}

/** Writes each document (path → fields) in one batch. */
export async function seed(documents: Record<string, Record<string, unknown>>): Promise<void> {
  const db = seedingFirestore();
  const batch = writeBatch(db);
  for (const [path, fields] of Object.entries(documents)) {
    checkSeeded(path, fields);
    batch.set(doc(db, path), fields);
  }
  await batch.commit();
}

/** Writes one document. */
export function seedDoc(path: string, fields: Record<string, unknown>): Promise<void> {
  checkSeeded(path, fields);
  return setDoc(doc(seedingFirestore(), path), fields);
}

/**
 * A client's profile as stored (every field the app writes), for seeding: a test names what it is
 * about and the rest are a new client's.
 */
export function storedProfile(fields: { full_name: string; email: string } & Record<string, unknown>) {
  return {
    phone: null,
    instagram_handle: null,
    notes: null,
    allergies: [],
    allergies_removed: {},
    favorite_colors: [],
    preferences: { nailShape: null, nailLength: null, style: null, communicationPreference: null },
    created_at: new Date('2026-01-05T10:00:00Z'),
    total_bookings: 0,
    loyalty_points: 0,
    loyalty_tier: 'standard',
    last_visit: null,
    walk_in: false,
    ...fields,
  };
}
