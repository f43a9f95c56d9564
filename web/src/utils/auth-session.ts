import { type Role, roleSchema } from '@studio/domain';
import type { User } from 'firebase/auth';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadFirebase, useLiveFirebase } from './firebase-loader.tsx';

export type AuthSession =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

const loadingSession: AuthSession = { status: 'loading', user: null };
let session: AuthSession = loadingSession;
const listeners = new Set<() => void>();
let watching = false;

/** One listener on Auth for the whole app, started by the first component that asks. */
function watchSession() {
  if (watching) return;
  watching = true;
  const set = (next: AuthSession) => {
    session = next;
    for (const listener of listeners) listener();
  };
  loadFirebase().then(
    (firebase) =>
      firebase.watchUser((user) =>
        set(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null }),
      ),
    (error: unknown) => {
      // Without the Firebase chunk nobody can sign in: show the signed-out state, try again later.
      console.error('Auth could not be loaded:', error);
      watching = false;
      set({ status: 'signed-out', user: null });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watchSession();
  return () => listeners.delete(listener);
}

/**
 * The signed-in user, live (sign-in, sign-out, token refresh); loading until the stored session
 * has been read (spec §4). Auth loads with the Firebase chunk, after the first paint.
 */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => loadingSession,
  );
}

/** The `role` custom claim as a Role; anything else (absent, unknown) is no role (spec §8). */
export function roleFromClaims(claims: Record<string, unknown> | undefined): Role | null {
  const parsed = roleSchema.safeParse(claims?.role);
  return parsed.success ? parsed.data : null;
}

/** Where followRole hears of token refreshes and of the stored role (the Firebase chunk). */
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

/** The signed-in user's role, live (see followRole); reactfire's useIdTokenResult would throw instead. */
export function useRole(user: User): { role: Role | null; loading: boolean } {
  const firebase = useLiveFirebase();
  const [state, setState] = useState<{ uid: string; role: Role | null } | null>(null);
  useEffect(() => {
    // A signed-in user means the Firebase chunk is in; null only before that.
    if (!firebase) return;
    return followRole(user, firebase, (role) => setState({ uid: user.uid, role }));
  }, [firebase, user]);
  const loaded = state?.uid === user.uid;
  return { role: loaded ? state.role : null, loading: !loaded };
}
