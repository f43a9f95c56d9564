// Writing a role: user_roles/{uid} (what the dashboard lists) and the custom claim `role` (what
// the rules and the web app read). Shared by setUserRole and scripts/make-owner.ts.
import type { Role } from '@studio/domain';
import { collections } from '@studio/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Sets the role. The rules trust the claim of the ID token a browser holds, so a demoted user
 * keeps her old rights until that token expires (at most an hour); revoking refresh tokens would
 * not shorten this, since rules do not check revocation.
 */
export async function assignRole(db: Firestore, auth: Auth, uid: string, role: Role): Promise<void> {
  const user = await auth.getUser(uid);
  // Keep other claims a project may add later; only `role` is ours. The claim is set before the
  // document is written, so a browser that refreshes its ID token when it sees user_roles/{uid}
  // change always gets the new claim.
  await auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), role });
  await db.collection(collections.userRoles).doc(uid).set({ user_id: uid, role });
}
