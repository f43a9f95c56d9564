// Who is on the team, read where rules cannot help: user_roles is the truth (ID tokens may be an
// hour old). Bookings without staff_id are the owner's (issue 31), so her uid is needed to read them.
import { collections, isStaffRole, roleSchema } from '@studio/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * The owner's uid: the first owner user_roles lists (by uid, so every call agrees). A studio with
 * none yet (a fresh install) reads bookings without staff_id as nobody's.
 */
export async function studioOwnerUid(db: Firestore, tx: Transaction): Promise<string | null> {
  const owners = await tx.get(db.collection(collections.userRoles).where('role', '==', 'owner'));
  const uids = owners.docs.map((doc) => doc.id).sort();
  return uids[0] ?? null;
}

/** Whether `uid` is a staff member (owner or assistant) as user_roles says. */
export async function isStaffMember(db: Firestore, tx: Transaction, uid: string): Promise<boolean> {
  const stored = await tx.get(db.collection(collections.userRoles).doc(uid));
  const role = roleSchema.safeParse(stored.get('role'));
  return role.success && isStaffRole(role.data);
}
