/**
 * The first paint needs no Firebase: the header, hero, booking teaser, footer and the services'
 * placeholders draw from the public settings' defaults. The SDK, reactfire and the validating
 * converters (about half the home page's JavaScript) load in their own chunk, started at once
 * by main.tsx, so they download while the page is drawn instead of before it.
 *
 * Nothing outside that chunk may import firebase/* or reactfire at run time (types are fine):
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
  useSyncExternalStore,
} from 'react';

export type LiveFirebase = typeof import('./live-firebase.tsx');

let loaded: LiveFirebase | null = null;
let loading: Promise<LiveFirebase> | null = null;
const listeners = new Set<() => void>();

/** Loads the Firebase chunk once (again after a failed attempt). */
export function loadFirebase(): Promise<LiveFirebase> {
  loading ??= import('./live-firebase.tsx').then(
    (live) => {
      loaded = live;
      for (const listener of listeners) listener();
      return live;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The Firebase chunk if it has loaded: only code that already holds an SDK instance may rely on it. */
export function loadedFirebase(): LiveFirebase | null {
  return loaded;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Firebase chunk once loaded, null before (and during server rendering). */
export function useLiveFirebase(): LiveFirebase | null {
  return useSyncExternalStore(subscribe, loadedFirebase, () => null);
}

/**
 * A component that reads Firestore or Auth through reactfire, loaded with the Firebase chunk and
 * rendered inside reactfire's providers; `fallback` shows until both are there.
 */
export function live<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded: ComponentType<P> = lazy(async () => {
    const [firebase, Inner] = await Promise.all([loadFirebase(), load()]);
    return { default: firebase.withFirebase(Inner) };
  });
  function Live(props: P) {
    return <Suspense fallback={fallback}>{createElement(Loaded, props as P & Attributes)}</Suspense>;
  }
  return Live;
}

/** A lazy route's component with the Firebase chunk loaded and reactfire's providers around it. */
export async function liveRoute<M>(
  module: Promise<M>,
  pick: (module: M) => ComponentType,
): Promise<{ Component: ComponentType }> {
  const [firebase, loadedModule] = await Promise.all([loadFirebase(), module]);
  return { Component: firebase.withFirebase(pick(loadedModule)) };
}
