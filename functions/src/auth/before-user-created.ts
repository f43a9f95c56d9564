// A new account becomes a client: its profile, its user_roles document and the custom claim
// role=client are made here, never by the browser. Blocking, so the first ID token already
// carries the claim (the Auth emulator calls blocking functions too).
import { collections } from '@studio/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { db } from '../shared/admin.ts';

/** gRPC ALREADY_EXISTS: a retried sign-up finds the documents of the first attempt. */
const ALREADY_EXISTS = 6;

async function createOnce(path: string, data: Record<string, unknown>): Promise<void> {
  try {
    await db.doc(path).create(data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    logger.info(`${path} exists already; left as it is`);
  }
}

export const createClientOnSignUp = beforeUserCreated(async (event) => {
  const user = event.data;
  if (!user) return;
  await createOnce(`${collections.profiles}/${user.uid}`, {
    full_name: user.displayName ?? null,
    email: user.email ?? null,
    phone: user.phoneNumber ?? null,
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
  });
  await createOnce(`${collections.userRoles}/${user.uid}`, { user_id: user.uid, role: 'client' });
  return { customClaims: { ...(user.customClaims ?? {}), role: 'client' } };
});
