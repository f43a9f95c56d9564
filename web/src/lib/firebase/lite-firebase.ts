/**
 * A visitor's chunk: the public collections read once through firebase/firestore/lite (REST
 * runQuery, no WebChannel, no listeners; about 32 KB gzipped with the app, against about 94 KB
 * for the full SDK, reactfire not counted). Loaded instead of the Firebase chunk when no session
 * is stored (lib/firebase/loader.tsx); once someone signs in, the Firebase chunk comes and the
 * public parts remount on live listeners. Import it only through the loader.
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
 * a part mounted later tries again (a mounted one keeps its answer: no retry loop).
 */
const reads = new Map<string, Promise<unknown[]>>();

/** A description as the key of its read; `converted`: through its collection's converter. */
function readKey(description: PublicQuery, converted: boolean): string {
  return JSON.stringify({ description, converted });
}

function readOnce(key: string): Promise<unknown[]> {
  let read = reads.get(key);
  if (!read) {
    const { description, converted } = JSON.parse(key) as { description: PublicQuery; converted: boolean };
    const base = collection(firestore, collections[description.collection]);
    const converter = converted ? converters[description.collection] : undefined;
    const from = (converter ? base.withConverter(converter) : base) as Query;
    read = getDocs(sdkQuery(description, from, queryFunctions)).then((snapshot) =>
      snapshot.docs.map((d): unknown => d.data()),
    );
    read.catch(() => reads.delete(key));
    reads.set(key, read);
  }
  return read;
}

/** What a finished read answered, so that a part mounted again draws it at once. */
type Answer = PublicRead<unknown> & { error?: unknown };
const answers = new WeakMap<Promise<unknown[]>, Answer>();
const loading: Answer = { status: 'loading', data: undefined };

function useReadOnce<T>(description: PublicQuery): PublicRead<T> {
  const key = readKey(description, true);
  const read = useMemo(() => readOnce(key), [key]);
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
  // the part's ErrorBoundary, so both chunks fail the same way.
  if (result.status === 'error') throw result.error;
  return result as PublicRead<T>;
}

/** The public collections, each query read once (see PublicReads). */
export const publicReads: PublicReads = {
  useDocs: useReadOnce,
  watchDocs(description, onDocs, onError) {
    let active = true;
    readOnce(readKey(description, false)).then(
      (docs) => active && onDocs(docs as Record<string, unknown>[]),
      (error: unknown) => active && onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      active = false;
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
