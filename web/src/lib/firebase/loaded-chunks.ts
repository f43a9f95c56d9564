/**
 * Which of the lazily loaded Firebase chunks have come, and who hears when one does. Shared by the
 * loader (loader.tsx), which loads them, and the chunks themselves (live-firebase.tsx follows the
 * Auth chunk's arrival): kept apart from the loader, whose lazy import() of each chunk would
 * otherwise close an import cycle with every chunk that reads this state.
 */
import { useSyncExternalStore } from 'react';

export type LiveFirebase = typeof import('./live-firebase.tsx');
export type LiveAuth = typeof import('./live-auth.ts');
export type VisitorReads = typeof import('./lite-firebase.ts');

interface Chunks {
  firebase: LiveFirebase | null;
  auth: LiveAuth | null;
  visitor: VisitorReads | null;
}

const chunks: Chunks = { firebase: null, auth: null, visitor: null };
const listeners = new Set<() => void>();

/**
 * A chunk's import, made once: kept (and every listener told) when it succeeds, tried again after
 * a failure.
 */
export function chunkLoader<K extends keyof Chunks>(
  kind: K,
  load: () => Promise<NonNullable<Chunks[K]>>,
): () => Promise<NonNullable<Chunks[K]>> {
  let loading: Promise<NonNullable<Chunks[K]>> | null = null;
  return () => {
    loading ??= load().then(
      (chunk) => {
        chunks[kind] = chunk;
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

/** The Auth chunk if it has loaded (a signed-in user means it has). */
export function loadedAuth(): LiveAuth | null {
  return chunks.auth;
}

/** The Firebase chunk if it has loaded: only code that already holds an SDK instance may rely on it. */
export function loadedFirebase(): LiveFirebase | null {
  return chunks.firebase;
}

/** The visitor's chunk (public reads through firestore/lite) if it has loaded. */
export function loadedVisitorReads(): VisitorReads | null {
  return chunks.visitor;
}

/** Calls back on every chunk that loads (Firebase, Auth, a visitor's); returns the unsubscribe. */
export function onChunkLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Firebase chunk once loaded, null before (and during server rendering). */
export function useLiveFirebase(): LiveFirebase | null {
  return useSyncExternalStore(onChunkLoaded, loadedFirebase, () => null);
}

/** The Auth chunk once loaded, null before (and during server rendering). */
export function useLiveAuth(): LiveAuth | null {
  return useSyncExternalStore(onChunkLoaded, loadedAuth, () => null);
}
