import type { Role } from '@studio/domain/enums/role-names';
import type { User } from 'firebase/auth';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DataResult } from '../../utils/combined-status.ts';
import {
  type LiveAuth,
  loadAuth,
  loadedAuth,
  onChunkLoaded,
  useLiveAuth,
  useLiveFirebase,
} from './loader.tsx';
import { hasStoredSession, onSessionStoredElsewhere } from './stored-session.ts';

// roleFromClaims lives in role-claim.ts, which the Auth chunk's role.ts imports too; index.ts and
// the tests take it from here.
export { roleFromClaims } from './role-claim.ts';

export type AuthSession =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

const loadingSession: AuthSession = { status: 'loading', user: null };
let session: AuthSession = loadingSession;
const listeners = new Set<() => void>();
let watching = false;

/**
 * One listener on Auth for the whole app, started by the first component that asks. With no
 * stored session the visitor is signed out at once and Auth is not loaded for her; it is
 * followed as soon as its chunk comes (the sign-in route loads it, or another tab signs in).
 */
function watchSession() {
  if (watching) return;
  watching = true;
  const set = (next: AuthSession) => {
    session = next;
    for (const listener of listeners) listener();
  };
  const follow = (auth: LiveAuth) =>
    auth.watchUser((user) =>
      set(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null }),
    );
  const load = () =>
    loadAuth().catch((error: unknown) => {
      // Without Auth nobody can sign in: show the signed-out state, try again later.
      console.error('Auth could not be loaded:', error);
      if (!loadedAuth()) set({ status: 'signed-out', user: null });
    });
  if (loadedAuth() === null && !hasStoredSession()) set({ status: 'signed-out', user: null });
  let following = false;
  const followOnceLoaded = () => {
    const auth = loadedAuth();
    if (auth && !following) {
      following = true;
      stopWaiting();
      stopStorageWatch();
      follow(auth);
    }
  };
  const stopWaiting = onChunkLoaded(followOnceLoaded);
  const stopStorageWatch = onSessionStoredElsewhere(() => void load());
  followOnceLoaded();
  if (!following && hasStoredSession()) void load();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watchSession();
  return () => listeners.delete(listener);
}

/**
 * The signed-in user, live (sign-in, sign-out, token refresh); loading until a stored session
 * has been read (spec §4), signed out at once when none is stored. Auth loads after the first
 * paint, and only when there is a session to read or someone signs in.
 */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => loadingSession,
  );
}

/**
 * The signed-in user's role, live (see role.ts, followRole: in the Auth chunk, which only a
 * signed-in user loads); reactfire's useIdTokenResult would throw instead.
 */
export function useRole(user: User): DataResult<Role | null> {
  const firebase = useLiveFirebase();
  const auth = useLiveAuth();
  const [state, setState] = useState<{ uid: string; role: Role | null } | null>(null);
  useEffect(() => {
    // A signed-in user means the Auth chunk is in; the Firebase chunk may still be coming.
    if (!firebase || !auth) return;
    const sources = { watchUser: auth.watchUser, watchStoredRole: firebase.watchStoredRole };
    return auth.followRole(user, sources, (role) => setState({ uid: user.uid, role }));
  }, [firebase, auth, user]);
  const loaded = state?.uid === user.uid;
  // followRole answers null when the claim cannot be read (treated as no role, never an error).
  return { status: loaded ? 'success' : 'loading', data: loaded ? state.role : null, error: undefined };
}
