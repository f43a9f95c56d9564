// Who may create, move and reopen bookings: the owner, or an assistant while
// permissions_assistant_manage_bookings is on (its default) — the same test as firestore.rules.
import { collections, parseSetting } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { requireStaff, roleOf } from '../shared/roles.ts';

interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

export async function requireBookingManager(
  db: Firestore,
  caller: CallerAuth | undefined,
): Promise<CallerAuth> {
  const staff = requireStaff(caller);
  if (roleOf(staff) === 'owner') return staff;
  const key = 'permissions_assistant_manage_bookings';
  const stored = await db.collection(collections.settingsStaff).doc(key).get();
  const parsed = parseSetting(key, stored.get('value'));
  const allowed = stored.exists && parsed.success ? parsed.data : true;
  if (!allowed) throw new HttpsError('permission-denied', 'Assistants may not manage bookings.');
  return staff;
}
