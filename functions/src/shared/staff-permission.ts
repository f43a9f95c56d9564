// An assistant's capability comes from settings_staff/permissions_assistant_* (the owner has them
// all): the same test as firestore.rules' permissionOn(), for callables that act where rules cannot.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { requireStaff, roleOf } from './roles.ts';
import { readSetting } from './settings.ts';

interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

type PermissionKey =
  | 'permissions_assistant_manage_bookings'
  | 'permissions_assistant_manage_services'
  | 'permissions_assistant_view_reports';

export async function requireStaffPermission(
  db: Firestore,
  caller: CallerAuth | undefined,
  key: PermissionKey,
  refusal: string,
): Promise<CallerAuth> {
  const staff = requireStaff(caller);
  if (roleOf(staff) === 'owner') return staff;
  if (!(await readSetting(db, key))) throw new HttpsError('permission-denied', refusal);
  return staff;
}
