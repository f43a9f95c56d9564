// Roles as user_roles stores them: the truth setUserRole decides on (ID tokens may be an hour old).
import { collections, type Role, roleSchema } from '@studio/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../shared/admin.ts';

const userRoles = () => db.collection(collections.userRoles);

/** The stored role of `uid`, null when it has none (or an unknown one); read in `tx` if given. */
export async function storedRole(tx: Transaction | null, uid: string): Promise<Role | null> {
  const ref = userRoles().doc(uid);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const parsed = roleSchema.safeParse(snapshot.get('role'));
  return parsed.success ? parsed.data : null;
}

/** How many accounts user_roles lists as owners, read in `tx`. */
export async function ownerCount(tx: Transaction): Promise<number> {
  const owners = await tx.get(userRoles().where('role', '==', 'owner'));
  return owners.size;
}
