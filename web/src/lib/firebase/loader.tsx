/**
 * The first paint needs no Firebase: the header, hero, booking teaser, footer and the services'
 * placeholders draw from the public settings' defaults. What reads Firestore loads in a chunk of
 * its own, started at once by app/start.tsx (`loadPublicReads()`), so it downloads while the page
 * is drawn instead of before it: for a visitor (no stored session) the small lite-firebase.ts,
 * which reads each public query once; for everyone else the Firebase chunk (live-firebase.tsx:
 * the full SDK, reactfire, the validating converters), every read live.
 *
 * Firebase Auth is a chunk of its own (lib/firebase/live-auth.ts, `loadAuth()`): it loads with the
 * Firebase chunk when a session is stored, for the routes that need it, or when another tab
 * signs in, and brings the Firebase chunk with it. A visitor who has never signed in downloads
 * neither.
 *
 * Nothing outside those chunks may import firebase/* or reactfire at run time (types are fine):
 * one such import puts the whole SDK back in the first chunk. Parts that read only public
 * collections render through `publicSection()`, other parts that read Firestore through `live()`,
 * lazy routes through `withFirebase` once `loadFirebase()` has resolved.
 */
import {
  type Attributes,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { DataResult } from '../../utils/combined-status.ts';
import {
  chunkLoader,
  type LiveAuth,
  type LiveFirebase,
  loadedFirebase,
  loadedVisitorReads,
  onChunkLoaded,
  type VisitorReads,
} from './loaded-chunks.ts';
import type { PublicQuery, PublicReads } from './public-query.ts';
import { hasStoredSession } from './stored-session.ts';

export {
  type LiveAuth,
  type LiveFirebase,
  loadedAuth,
  loadedFirebase,
  onChunkLoaded,
  useLiveAuth,
  useLiveFirebase,
  type VisitorReads,
} from './loaded-chunks.ts';

/**
 * The build's prerendering (prerender.tsx) draws what a page shows before Firebase is in: there
 * the chunks never load (and the SDK stays out of the server bundle).
 */
const never = <T,>(): Promise<T> => new Promise<T>(() => {});

/**
 * Loads the Auth chunk; Firestore picks Auth up when it comes. The Firebase chunk follows it, so a
 * visitor who signs in sees the public parts live from then on: whoever may sign in reads live,
 * and Auth already brings the full SDK (auth-sdk.ts imports sdk.ts), so the Firebase chunk is
 * little more. Asked for here, not by the Auth chunk itself, so the chunk never imports its loader.
 */
export const loadAuth: () => Promise<LiveAuth> = import.meta.env.PRERENDER
  ? never
  : chunkLoader('auth', () =>
      import('./live-auth.ts').then((live) => {
        loadFirebase().catch((error: unknown) => console.error('Firebase could not be loaded:', error));
        return live;
      }),
    );

/** Loads a visitor's chunk: the public collections read once through firestore/lite. */
export const loadVisitorReads: () => Promise<VisitorReads> = import.meta.env.PRERENDER
  ? never
  : chunkLoader('visitor', () => import('./lite-firebase.ts'));

/**
 * Loads the Firebase chunk. With a stored session Auth loads beside it and is initialised
 * first, so Firestore's first listener already runs as the signed-in user instead of
 * restarting when Auth comes.
 */
export const loadFirebase: () => Promise<LiveFirebase> = import.meta.env.PRERENDER
  ? never
  : chunkLoader('firebase', () =>
      Promise.all([import('./live-firebase.tsx'), hasStoredSession() ? loadAuth() : null]).then(
        ([live]) => live,
      ),
    );

/**
 * How this page reads the public collections: live once the Firebase chunk is in or when a session
 * is stored (it is coming), once through the visitor's chunk otherwise.
 */
export function publicReadsMode(): 'live' | 'once' {
  return loadedFirebase() || hasStoredSession() ? 'live' : 'once';
}

/** The public reads of a mode, from the chunk that answers them (loaded on demand). */
export async function loadPublicReads(mode = publicReadsMode()): Promise<PublicReads> {
  return mode === 'live' ? (await loadFirebase()).publicReads : (await loadVisitorReads()).publicReads;
}

/** The mode of the public reads, following the Firebase chunk's arrival ('once' while prerendering). */
export function usePublicReadsMode(): 'live' | 'once' {
  return useSyncExternalStore(onChunkLoaded, publicReadsMode, () => 'once');
}

/**
 * An app-wide value made from a public query's raw documents (the settings, the opening hours),
 * live or read once as usePublicReadsMode says; `loadInterpreter` (what makes the value, with its
 * schemas) loads beside the reading chunk. `data` is undefined until the first answer; a failed
 * read is 'error' and keeps the last value (these values have defaults to fall back on, so a
 * failure never takes the page down), and `onError` hears why. Pass module-level functions: a new
 * one on each render would read again.
 */
export function usePublicDocs<T>(
  description: PublicQuery,
  loadInterpreter: () => Promise<(docs: Record<string, unknown>[]) => T>,
  onError: (error: unknown) => void,
): DataResult<T | undefined> {
  const mode = usePublicReadsMode();
  const [read, setRead] = useState<DataResult<T | undefined>>(notReadYet);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const fail = (error: unknown) => {
      if (!active) return;
      onError(error);
      // The SDKs and import() fail with Errors; no wrapping here, the first load pays for each byte.
      startTransition(() => setRead((last) => ({ ...last, status: 'error', error: error as Error })));
    };
    // Transitions: a part still hydrating when the answer comes (the lazily loaded footer) is
    // hydrated first and then updated, where an urgent update would drop its server HTML.
    Promise.all([loadPublicReads(mode), loadInterpreter()]).then(([reads, interpret]) => {
      if (!active) return;
      stop = reads.watchDocs(
        description,
        (docs) =>
          startTransition(() => setRead({ status: 'success', data: interpret(docs), error: undefined })),
        fail,
      );
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [mode, description, loadInterpreter, onError]);
  return read;
}

const notReadYet = { status: 'loading', data: undefined, error: undefined } as const;

/** The chunk a part is drawn with: the Firebase chunk, or a visitor's for a publicSection(). */
type PartChunk = Pick<LiveFirebase | VisitorReads, 'withFirebase'>;

/** `load`'s component inside a chunk's providers, once the chunk and the component's code are in. */
function firebasePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  visitorsReadOnce: boolean,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const inside = (loadChunk: () => Promise<PartChunk>) =>
    lazy(async () => {
      const [chunk, Inner] = await Promise.all([loadChunk(), loadOnce()]);
      return { default: chunk.withFirebase(Inner) };
    });
  const Live = inside(loadFirebase);
  const ReadOnce = visitorsReadOnce ? inside(loadVisitorReads) : Live;
  function Part(props: P) {
    const mode = usePublicReadsMode();
    const once = visitorsReadOnce && mode === 'once';
    const chunk = useSyncExternalStore(
      onChunkLoaded,
      () => (once ? loadedVisitorReads() : loadedFirebase()),
      () => null,
    );
    // The component's code downloads beside the chunk, not after it.
    useEffect(() => {
      loadOnce().catch(() => {});
    }, []);
    if (!chunk) return fallback;
    // Keyed: a visitor who signs in gets the part remounted on live reads.
    return (
      <Suspense key={String(once)} fallback={fallback}>
        {createElement(once ? ReadOnce : Live, props as P & Attributes)}
      </Suspense>
    );
  }
  return Part;
}

/**
 * A component that reads Firestore or Auth through reactfire, loaded with the Firebase chunk and
 * rendered inside reactfire's providers; `fallback` shows until both are there. The fallback is
 * also what the build's prerendering draws, and what hydration keeps (the server's snapshot of
 * the chunk is null): nothing suspends during hydration, so React keeps the server's HTML.
 */
export function live<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  return firebasePart(load, fallback, false);
}

/**
 * A part of a public page that reads public collections only (usePublicQuery): a visitor's
 * through her small chunk, each query once (lite-firebase.ts); a signed-in user's live, as live()
 * draws it, and a visitor's too from the moment the Firebase chunk comes (she signs in).
 */
export function publicSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  return firebasePart(load, fallback, true);
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
