// Only an owner changes roles. The web app refreshes the ID token afterwards to see the claim.
import { documentIdSchema, type Role, roleSchema } from '@studio/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../shared/admin.ts';
import { requireOwner } from '../shared/roles.ts';
import { assignRole } from './assign-role.ts';

function parseInput(data: unknown): { uid: string; role: Role } {
  const { uid, role } = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const parsedUid = documentIdSchema.safeParse(uid);
  const parsedRole = roleSchema.safeParse(role);
  if (!parsedUid.success || !parsedRole.success) {
    throw new HttpsError('invalid-argument', 'Expected {uid, role} with role owner, assistant or client.');
  }
  return { uid: parsedUid.data, role: parsedRole.data };
}

export const setUserRole = onCall(async (request) => {
  const caller = requireOwner(request.auth);
  const { uid, role } = parseInput(request.data);
  // An owner demoting herself could leave the studio without an owner.
  if (uid === caller.uid && role !== 'owner') {
    throw new HttpsError('failed-precondition', 'An owner cannot change her own role.');
  }
  try {
    await assignRole(db, auth, uid, role);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found')
      throw new HttpsError('not-found', 'No such user.');
    throw error;
  }
  return { uid, role };
});
