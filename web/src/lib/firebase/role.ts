/**
 * Following a signed-in user's role. In the Auth chunk (live-auth.ts re-exports it), not the first
 * load: only someone signed in has a role to follow.
 */
import type { Role } from '@studio/domain/enums/role-names';
import type { User } from 'firebase/auth';
import { roleFromClaims } from './role-claim.ts';

/** Where followRole hears of token refreshes (the Auth chunk) and of the stored role (Firestore). */
export interface RoleSources {
  watchUser(onUser: (user: User | null) => void): () => void;
  watchStoredRole(uid: string, onRole: (role: unknown) => void): () => void;
}

type RoleUser = Pick<User, 'uid' | 'getIdTokenResult' | 'getIdToken'>;

/**
 * Follows the user's role from the ID token's `role` claim, which a function sets (spec §6),
 * re-read on every token refresh. When the owner changes it, user_roles/{uid} changes too (after
 * the claim): the token is then refreshed at once instead of within the hour, so screens and rules
 * agree on the new role. A failed read is logged and reported as no role (spec §8).
 */
export function followRole(user: RoleUser, sources: RoleSources, onRole: (role: Role | null) => void) {
  let stopped = false;
  let claimed: Role | null | undefined;
  let stored: unknown;
  let refreshedFor: unknown;
  // Once per stored value, so a claim that lags behind cannot cause a refresh loop.
  const reconcile = () => {
    if (claimed === undefined || stored === undefined || stored === claimed || stored === refreshedFor)
      return;
    refreshedFor = stored;
    user.getIdToken(true).catch((error) => console.error('Could not refresh the ID token.', error));
  };
  const read = async (who: RoleUser) => {
    try {
      claimed = roleFromClaims((await who.getIdTokenResult()).claims);
      if (!stopped) onRole(claimed);
      reconcile();
    } catch (error) {
      console.error('Could not read the role claim; treating as no role.', error);
      if (!stopped) onRole(null);
    }
  };
  void read(user);
  const stopUser = sources.watchUser((next) => {
    if (next?.uid === user.uid) void read(next);
  });
  const stopStoredRole = sources.watchStoredRole(user.uid, (role) => {
    stored = role;
    reconcile();
  });
  return () => {
    stopped = true;
    stopUser();
    stopStoredRole();
  };
}
