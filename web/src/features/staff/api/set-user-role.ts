import type { Role } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/** Who gets the role: an account by uid, or by the e-mail it signs in with. */
export type RoleTarget = { uid: string } | { email: string };

/**
 * Asks setUserRole (functions/src/auth/set-user-role.ts) to change a role. The function checks
 * that the caller is an owner and that the studio keeps one; its refusals arrive as errors whose
 * message is meant for people.
 */
export async function setUserRole(target: RoleTarget, role: Role): Promise<void> {
  await callFunction('setUserRole', { ...target, role });
}
