/**
 * What the public pages read, said once and read by either SDK: a visitor's pages read it once
 * through firebase/firestore/lite (lite-firebase.ts: REST, no listeners, about a third of the full
 * SDK), a signed-in user's live through the full SDK and reactfire (live-firebase.tsx). A feature
 * describes its query here; neither SDK is imported at run time, so the descriptions may sit in
 * either chunk (and the first load).
 */
import type { CollectionName } from '@studio/domain/firestore/collections';
import type { DocumentKind } from '@studio/domain/firestore/schemas';
import { createContext, useContext } from 'react';
import type { DataResult } from '../../utils/combined-status.ts';
import type { Doc } from '../../utils/firestore-refs.ts';

/** Equality filters only: the public queries need no composite index beyond published_at's. */
export type PublicFilter = readonly [field: string, op: '==', value: string | number | boolean];

/** One public query: a collection, its filters, an order and a limit, as both SDKs take them. */
export interface PublicQuery<C extends CollectionName = CollectionName> {
  collection: C;
  where?: readonly PublicFilter[];
  orderBy?: readonly [field: string, direction: 'asc' | 'desc'];
  limit?: number;
}

/**
 * A read's state, the result every data hook returns: `data` is empty until the status is
 * 'success'. A failed read is thrown to the part's ErrorBoundary (as reactfire's hooks throw it).
 */
export type PublicRead<T> = DataResult<T[]>;

/** How the public collections are read: the same calls whichever chunk answers them. */
export interface PublicReads {
  /**
   * A React hook: the query's documents, each through its collection's validating converter
   * (domain's schemas). A failed read (denied, or a document its schema refuses) is thrown to the
   * part's ErrorBoundary, as reactfire's hooks throw it.
   */
  useDocs<K extends CollectionName & DocumentKind>(description: PublicQuery<K>): PublicRead<Doc<K>>;
  /** The documents' raw data, on every change (live) or once; returns the stop. */
  watchDocs(
    description: PublicQuery,
    onDocs: (docs: Record<string, unknown>[]) => void,
    onError: (error: Error) => void,
  ): () => void;
}

/** Given by the chunk a public section was rendered with (loader.tsx, publicSection). */
export const PublicReadsContext = createContext<PublicReads | null>(null);

/**
 * A public query's documents, `{ status, data, error }` as reactfire answers: live for a signed-in user,
 * read once for a visitor. Only inside a publicSection() or live() part: the chunk is fixed for
 * the life of the component (a change of chunk remounts it), so the hook order never changes.
 */
export function usePublicQuery<K extends CollectionName & DocumentKind>(
  description: PublicQuery<K>,
): PublicRead<Doc<K>> {
  const reads = useContext(PublicReadsContext);
  if (!reads) throw new Error('usePublicQuery outside publicSection()');
  return reads.useDocs(description);
}
