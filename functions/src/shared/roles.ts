import type { Role } from '@studio/domain';
import { isStaffRole, roleSchema } from '@studio/domain';
import { HttpsError } from 'firebase-functions/v2/https';

export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** The role in a caller's ID token (custom claim `role`), null when absent or unknown. */
export function roleOf(caller: CallerAuth | undefined): Role | null {
  const parsed = roleSchema.safeParse(caller?.token.role);
  return parsed.success ? parsed.data : null;
}

/** Throws the callable error a browser sees when the caller is signed out. */
export function requireSignedIn(caller: CallerAuth | undefined): CallerAuth {
  if (!caller) throw new HttpsError('unauthenticated', 'Not authenticated');
  return caller;
}

export function requireStaff(caller: CallerAuth | undefined): CallerAuth {
  const signedIn = requireSignedIn(caller);
  if (!isStaffRole(roleOf(signedIn))) throw new HttpsError('permission-denied', 'Only staff may do this.');
  return signedIn;
}

export function requireOwner(caller: CallerAuth | undefined): CallerAuth {
  const signedIn = requireSignedIn(caller);
  if (roleOf(signedIn) !== 'owner') throw new HttpsError('permission-denied', 'Only the owner may do this.');
  return signedIn;
}
