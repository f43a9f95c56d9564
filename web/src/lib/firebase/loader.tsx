/**
 * The first paint needs no Firebase: the header, hero, booking teaser, footer and the services'
 * placeholders draw from the public settings' defaults. The SDK, reactfire and the validating
 * converters (about half the home page's JavaScript) load in their own chunk, started at once
 * by app/start.tsx, so they download while the page is drawn instead of before it.
 *
 * Firebase Auth is a chunk of its own (lib/firebase/live-auth.ts, `loadAuth()`): it loads with the
 * Firebase chunk when a session is stored, for the routes that need it, or when another tab
 * signs in. A visitor who has never signed in does not download it.
 *
 * Nothing outside those chunks may import firebase/* or reactfire at run time (types are fine):
 * one such import puts the whole SDK back in the first chunk. Parts that read Firestore render
 * through `live()`, lazy routes through `withFirebase` once `loadFirebase()` has resolved.
 */
import {
  type Attributes,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useSyncExternalStore,
} from 'react';
import { hasStoredSession } from './stored-session.ts';

export type LiveFirebase = typeof import('./live-firebase.tsx');
export type LiveAuth = typeof import('./live-auth.ts');

let loaded: LiveFirebase | null = null;
let authLoaded: LiveAuth | null = null;
const listeners = new Set<() => void>();

/** A chunk's import, made once: kept when it succeeds, tried again after a failure. */
function chunkLoader<T>(load: () => Promise<T>, keep: (chunk: T) => void): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().then(
      (chunk) => {
        keep(chunk);
        for (const listener of listeners) listener();
        return chunk;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * The build's prerendering (prerender.tsx) draws what a page shows before Firebase is in: there
 * the chunks never load (and the SDK stays out of the server bundle).
 */
const never = <T,>(): Promise<T> => new Promise<T>(() => {});

/** Loads the Auth chunk; Firestore picks Auth up when it comes. */
export const loadAuth: () => Promise<LiveAuth> = import.meta.env.PRERENDER
  ? never
  : chunkLoader(
      () => import('./live-auth.ts'),
      (live) => {
        authLoaded = live;
      },
    );

/**
 * Loads the Firebase chunk. With a stored session Auth loads beside it and is initialised
 * first, so Firestore's first listener already runs as the signed-in user instead of
 * restarting when Auth comes.
 */
export const loadFirebase: () => Promise<LiveFirebase> = import.meta.env.PRERENDER
  ? never
  : chunkLoader(
      () =>
        Promise.all([import('./live-firebase.tsx'), hasStoredSession() ? loadAuth() : null]).then(
          ([live]) => live,
        ),
      (live) => {
        loaded = live;
      },
    );

/** The Auth chunk if it has loaded (a signed-in user means it has). */
export function loadedAuth(): LiveAuth | null {
  return authLoaded;
}

/** The Firebase chunk if it has loaded: only code that already holds an SDK instance may rely on it. */
export function loadedFirebase(): LiveFirebase | null {
  return loaded;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls back on every chunk that loads (Firebase, Auth); returns the unsubscribe. */
export function onChunkLoaded(listener: () => void): () => void {
  return subscribe(listener);
}

/** The Firebase chunk once loaded, null before (and during server rendering). */
export function useLiveFirebase(): LiveFirebase | null {
  return useSyncExternalStore(subscribe, loadedFirebase, () => null);
}

/** The Auth chunk once loaded, null before (and during server rendering). */
export function useLiveAuth(): LiveAuth | null {
  return useSyncExternalStore(subscribe, loadedAuth, () => null);
}

/**
 * A component that reads Firestore or Auth through reactfire, loaded with the Firebase chunk and
 * rendered inside reactfire's providers; `fallback` shows until both are there. The fallback is
 * also what the build's prerendering draws, and what hydration keeps (the server's snapshot of
 * useLiveFirebase is null): nothing suspends during hydration, so React keeps the server's HTML.
 */
export function live<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Loaded: ComponentType<P> = lazy(async () => {
    const [firebase, Inner] = await Promise.all([loadFirebase(), loadOnce()]);
    return { default: firebase.withFirebase(Inner) };
  });
  function Live(props: P) {
    const firebase = useLiveFirebase();
    // The component's code downloads beside the Firebase chunk, not after it.
    useEffect(() => {
      loadOnce().catch(() => {});
    }, []);
    if (!firebase) return fallback;
    return <Suspense fallback={fallback}>{createElement(Loaded, props as P & Attributes)}</Suspense>;
  }
  return Live;
}

/**
 * A lazy route's component with the Firebase chunk loaded and reactfire's providers around it;
 * `needsAuth` loads Auth too, for routes whose components call useAuth()/useUser() whoever visits.
 */
export async function liveRoute<M>(
  module: Promise<M>,
  pick: (module: M) => ComponentType,
  { needsAuth = false } = {},
): Promise<{ Component: ComponentType }> {
  const [firebase, loadedModule] = await Promise.all([loadFirebase(), module, needsAuth ? loadAuth() : null]);
  return { Component: firebase.withFirebase(pick(loadedModule)) };
}
