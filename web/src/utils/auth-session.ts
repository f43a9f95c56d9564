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

/**
 * The user's role from the ID token's `role` claim, which a function sets (spec §6), re-read on
 * every token refresh. A failed read is logged and treated as no role (spec §8); reactfire's
 * useIdTokenResult would throw it during render instead.
 */
export function useRole(user: User): { role: Role | null; loading: boolean } {
  const firebase = useLiveFirebase();
  const [state, setState] = useState<{ uid: string; role: Role | null } | null>(null);
  useEffect(() => {
    // A signed-in user means the Firebase chunk is in; null only before that.
    if (!firebase) return;
    let current = true;
    const read = async (who: User) => {
      try {
        const token = await who.getIdTokenResult();
        if (current) setState({ uid: who.uid, role: roleFromClaims(token.claims) });
      } catch (error) {
        console.error('Could not read the role claim; treating as no role.', error);
        if (current) setState({ uid: who.uid, role: null });
      }
    };
    void read(user);
    const unsubscribe = firebase.watchUser((next) => {
      if (next?.uid === user.uid) void read(next);
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [firebase, user]);
  const loaded = state?.uid === user.uid;
  return { role: loaded ? state.role : null, loading: !loaded };
}
