// The documents a new account gets: its profile and its user_roles entry as a client. Written
// with create() so a retried sign-up never overwrites what the first attempt (or the client
// since) wrote. A walk-in record with her e-mail is NOT linked here: her e-mail is not verified
// yet, and whoever typed it would see that client's history (linkWalkInRecord does it later).
import { cleanClientName, collections } from '@studio/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';

/** gRPC ALREADY_EXISTS. */
const ALREADY_EXISTS = 6;

export interface NewAccount {
  uid: string;
  email?: string | undefined;
  displayName?: string | undefined;
  phoneNumber?: string | undefined;
}

async function createOnce(db: Firestore, path: string, data: Record<string, unknown>): Promise<void> {
  try {
    await db.doc(path).create(data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    logger.info(`${path} exists already; left as it is`);
  }
}

export async function createClientDocuments(db: Firestore, account: NewAccount): Promise<void> {
  await createProfile(db, account);
  await createOnce(db, `${collections.userRoles}/${account.uid}`, { user_id: account.uid, role: 'client' });
}

async function createProfile(db: Firestore, account: NewAccount): Promise<void> {
  await createOnce(db, `${collections.profiles}/${account.uid}`, {
    // Bidirectional controls stripped (domain client-name.ts): the name is shown to staff and in mail.
    full_name: cleanClientName(account.displayName ?? null),
    email: account.email ?? null,
    phone: account.phoneNumber ?? null,
    instagram_handle: null,
    notes: null,
    allergies: [],
    favorite_colors: [],
    preferences: { nailShape: null, nailLength: null, style: null, communicationPreference: null },
    created_at: FieldValue.serverTimestamp(),
    total_bookings: 0,
    loyalty_points: 0,
    loyalty_tier: 'standard',
    last_visit: null,
    walk_in: false,
  });
}
