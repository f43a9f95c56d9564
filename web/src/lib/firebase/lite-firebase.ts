/**
 * A visitor's chunk: the public collections read once through firebase/firestore/lite (REST
 * runQuery, no WebChannel, no listeners; about 32 KB gzipped with the app, against about 94 KB
 * for the full SDK, reactfire not counted). Loaded instead of the Firebase chunk when no session
 * is stored (lib/firebase/loader.tsx); once someone signs in, the Firebase chunk comes and the
 * public parts remount on live listeners. Each part reads its query when shown, and again when she
 * comes back to the tab (refreshReads); the SDK keeps no cache and neither do we. Import it only
 * through the loader.
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
import { type Attributes, type ComponentType, createElement, useEffect, useState } from 'react';
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

/** Reads a query now: its documents, through its collection's converter when `converted`. */
function readNow(description: PublicQuery, converted: boolean): Promise<unknown[]> {
  const base = collection(firestore, collections[description.collection]);
  const converter = converted ? converters[description.collection] : undefined;
  const from = (converter ? base.withConverter(converter) : base) as Query;
  return getDocs(sdkQuery(description, from, queryFunctions)).then((snapshot) =>
    snapshot.docs.map((d): unknown => d.data()),
  );
}

/** The parts on screen, each reading its query again when called (refreshReads). */
const onScreen = new Set<() => Promise<void>>();

/**
 * A visitor's page has no listener, so a staff change (the shop switched off) reaches her when
 * she comes back to the tab: every part on screen reads its query again. Nothing else is kept:
 * a part shown later reads when it is shown (no cache of our own beside the SDK's).
 */
export async function refreshReads(): Promise<void> {
  await Promise.all([...onScreen].map((readAgain) => readAgain()));
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

/**
 * Reads a query now and again each time she comes back, until the returned stop. The latest read
 * wins (a slow first read must not bring older data back after a refresh). A failed first read is
 * an error; a failed refresh keeps what is on screen (it was fine a moment ago), with a warning.
 */
function readOnEachVisit(
  description: PublicQuery,
  converted: boolean,
  onDocs: (docs: unknown[]) => void,
  onError: (error: Error) => void,
): () => void {
  let active = true;
  let shown = false;
  let latest = 0;
  const read = async () => {
    const mine = ++latest;
    try {
      const docs = await readNow(description, converted);
      if (!active || mine !== latest) return;
      shown = true;
      onDocs(docs);
    } catch (error) {
      if (!active) return;
      if (shown)
        console.warn('Reading the public data again failed; the page keeps what it read before:', error);
      else onError(error instanceof Error ? error : new Error(String(error)));
    }
  };
  onScreen.add(read);
  read();
  return () => {
    active = false;
    onScreen.delete(read);
  };
}

const loading: PublicRead<unknown> = { status: 'loading', data: [], error: undefined };

function useReadOnce<T>(description: PublicQuery): PublicRead<T> {
  const key = JSON.stringify(description);
  const [answer, setAnswer] = useState<{ key: string; read: PublicRead<unknown>; error?: Error } | null>(
    null,
  );
  useEffect(
    () =>
      readOnEachVisit(
        JSON.parse(key) as PublicQuery,
        true,
        (data) => setAnswer({ key, read: { status: 'success', data, error: undefined } }),
        (error) => setAnswer({ key, read: { status: 'error', data: [], error }, error }),
      ),
    [key],
  );
  const current = answer?.key === key ? answer : null;
  // As reactfire's hooks do: a failed read (denied, or a document its schema refuses) is thrown to
  // the part's ErrorBoundary, so both chunks fail the same way. Only a first read can fail here.
  if (current?.error) throw current.error;
  return (current?.read ?? loading) as PublicRead<T>;
}

/** The public collections, read when shown and again when the visitor comes back (see PublicReads). */
export const publicReads: PublicReads = {
  useDocs: useReadOnce,
  watchDocs: (description, onDocs, onError) =>
    readOnEachVisit(description, false, (docs) => onDocs(docs as Record<string, unknown>[]), onError),
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
