/**
 * A visitor's chunk: the public collections read once through firebase/firestore/lite (REST
 * runQuery, no WebChannel, no listeners; about 32 KB gzipped with the app, against about 94 KB
 * for the full SDK, reactfire not counted). Loaded instead of the Firebase chunk when no session
 * is stored (lib/firebase/loader.tsx); once someone signs in, the Firebase chunk comes and the
 * public parts remount on live listeners. Each query is read once per page load, and what is on
 * screen again when she comes back to the tab (refreshReads). Import it only through the loader.
 */
import { collections } from '@studio/domain/firestore/collections';
import { makeConverters } from '@studio/domain/firestore/schemas';
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  type FirestoreDataConverter,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  type Query,
  type QueryConstraint,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { type Attributes, type ComponentType, createElement, useEffect, useMemo, useState } from 'react';
import { readFirebaseSetup } from './config.ts';
import { type PublicQuery, type PublicRead, type PublicReads, PublicReadsContext } from './public-query.ts';
import { type QueryFunctions, sdkQuery } from './sdk-query.ts';

// The same app as sdk.ts's (same name and options): initializeApp hands back the one that exists.
const setup = readFirebaseSetup(import.meta.env);
const firestore = getFirestore(initializeApp(setup.options));
if (setup.emulators) {
  connectFirestoreEmulator(firestore, setup.emulators.firestore.host, setup.emulators.firestore.port);
}

const queryFunctions: QueryFunctions<Query, QueryConstraint> = { query, where, orderBy, limit };

// The domain's validating converters with lite's Timestamp (Timestamps become Dates there).
const converters = makeConverters(Timestamp) as unknown as Partial<
  Record<string, FirestoreDataConverter<unknown>>
>;

/**
 * Each query is read once per page load, keyed by its description: a visitor going back and forth
 * between pages sees what was read first and costs no reads twice. A failed read is forgotten, so
 * a part mounted later tries again (a mounted one keeps its answer: no retry loop). When she comes
 * back to the tab, what is on screen is read again (refreshReads, below).
 */
const reads = new Map<string, Promise<unknown[]>>();

/** What a finished read answered, so that a part mounted again (or refreshed) draws it at once. */
type Answer = PublicRead<unknown> & { error?: unknown };
const answers = new WeakMap<Promise<unknown[]>, Answer>();
const loading: Answer = { status: 'loading', data: undefined };

/** The parts on screen that read each query (useDocs, watchDocs), told of a refreshed read. */
const readers = new Map<string, Set<(read: Promise<unknown[]>) => void>>();

/** A description as the key of its read; `converted`: through its collection's converter. */
function readKey(description: PublicQuery, converted: boolean): string {
  return JSON.stringify({ description, converted });
}

/** Reads a key's query now, whether or not it was read before. */
function readNow(key: string): Promise<unknown[]> {
  const { description, converted } = JSON.parse(key) as { description: PublicQuery; converted: boolean };
  const base = collection(firestore, collections[description.collection]);
  const converter = converted ? converters[description.collection] : undefined;
  const from = (converter ? base.withConverter(converter) : base) as Query;
  return getDocs(sdkQuery(description, from, queryFunctions)).then((snapshot) =>
    snapshot.docs.map((d): unknown => d.data()),
  );
}

function readOnce(key: string): Promise<unknown[]> {
  let current = reads.get(key);
  if (!current) {
    const started = readNow(key);
    started.catch(() => {
      if (reads.get(key) === started) reads.delete(key);
    });
    reads.set(key, started);
    current = started;
  }
  return current;
}

/** Tells `reader` of each refreshed read of `key` until the returned stop is called. */
function followRefreshes(key: string, reader: (read: Promise<unknown[]>) => void): () => void {
  const keyReaders = readers.get(key) ?? new Set();
  readers.set(key, keyReaders);
  keyReaders.add(reader);
  return () => {
    keyReaders.delete(reader);
    if (keyReaders.size === 0) readers.delete(key);
  };
}

let refreshing: Promise<void> | null = null;
/** Refreshes begun so far: a part rendered before one but not yet following (useReadOnce) catches up. */
let refreshCount = 0;

/**
 * A visitor's page has no listener, so a staff change (the shop switched off) reaches her when
 * she comes back to the tab: every query on screen is read again, and what is not on screen is
 * forgotten, to be read when next shown. Parts keep their answer until the new one is in (no
 * 'loading' in between, so nothing moves), and keep it if the new read fails: the page was fine a
 * moment ago, so a warning in the console, not an error screen. One refresh at a time (a page
 * restored from the back-forward cache fires both events).
 */
export function refreshReads(): Promise<void> {
  refreshing ??= (async () => {
    refreshCount += 1;
    const onScreen = [...readers.keys()];
    for (const key of reads.keys()) if (!onScreen.includes(key)) reads.delete(key);
    try {
      await Promise.all(onScreen.map(refreshRead));
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function refreshRead(key: string): Promise<void> {
  const refreshed = readNow(key);
  let data: unknown[];
  try {
    data = await refreshed;
  } catch (error) {
    console.warn('Reading the public data again failed; the page keeps what it read before:', error);
    return;
  }
  answers.set(refreshed, { status: 'success', data });
  reads.set(key, refreshed);
  for (const reader of readers.get(key) ?? []) reader(refreshed);
}

// Coming back to the tab, or to the page from the back-forward cache (which keeps the old page as
// it was). Not where the module is tested without a DOM.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshReads();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) refreshReads();
  });
}

function useReadOnce<T>(description: PublicQuery): PublicRead<T> {
  const key = readKey(description, true);
  const [first, renderedAt] = useMemo(() => [readOnce(key), refreshCount] as const, [key]);
  // A refreshed read arrives with its answer known (refreshRead), so it replaces the first without
  // a 'loading' in between.
  const [refreshed, setRefreshed] = useState<{ key: string; read: Promise<unknown[]> } | null>(null);
  useEffect(() => {
    const stop = followRefreshes(key, (read) => setRefreshed({ key, read }));
    // A refresh that began between the render and now passed this part by (it was not following
    // yet, so its read may have been forgotten): take the read a part shown now would.
    if (refreshCount !== renderedAt) setRefreshed({ key, read: readOnce(key) });
    return stop;
  }, [key, renderedAt]);
  const read = refreshed?.key === key ? refreshed.read : first;
  const [answer, setAnswer] = useState<{ read: Promise<unknown[]>; result: Answer } | null>(null);
  useEffect(() => {
    let active = true;
    const settle = (result: Answer) => {
      answers.set(read, result);
      if (active) setAnswer({ read, result });
    };
    read.then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
    return () => {
      active = false;
    };
  }, [read]);
  const result = answer?.read === read ? answer.result : (answers.get(read) ?? loading);
  // As reactfire's hooks do: a failed read (denied, or a document its schema refuses) is thrown to
  // the part's ErrorBoundary, so both chunks fail the same way. Only a first read can fail here.
  if (result.status === 'error') throw result.error;
  return result as PublicRead<T>;
}

/** The public collections, each query read once, and again when the visitor comes back (see PublicReads). */
export const publicReads: PublicReads = {
  useDocs: useReadOnce,
  watchDocs(description, onDocs, onError) {
    const key = readKey(description, false);
    let active = true;
    // The latest read wins: a first read slower than a refresh must not bring older data back.
    let latest: Promise<unknown[]> | undefined;
    const show = (read: Promise<unknown[]>, onFailure?: (error: unknown) => void) => {
      latest = read;
      read.then((docs) => {
        if (active && latest === read) onDocs(docs as Record<string, unknown>[]);
      }, onFailure);
    };
    show(
      readOnce(key),
      (error) => active && onError(error instanceof Error ? error : new Error(String(error))),
    );
    const stop = followRefreshes(key, (read) => show(read));
    return () => {
      active = false;
      stop();
    };
  },
};

/**
 * A public section with the visitor's reads around it (usePublicQuery answers from here): this
 * chunk's counterpart of live-firebase.tsx's withFirebase, hence the name.
 */
export function withFirebase<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function WithPublicReads(props: P) {
    return createElement(
      PublicReadsContext.Provider,
      { value: publicReads },
      createElement(Inner, props as P & Attributes),
    );
  }
  WithPublicReads.displayName = `WithPublicReads(${Inner.displayName ?? Inner.name})`;
  return WithPublicReads;
}
