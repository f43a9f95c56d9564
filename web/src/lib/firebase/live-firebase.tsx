/**
 * Everything that needs the Firebase SDK or reactfire at run time, in one chunk that loads beside
 * the first paint (see lib/firebase/loader.tsx): the app and Firestore, reactfire's providers,
 * and the public collections read live (a visitor reads them once instead: lite-firebase.ts).
 * Auth is in a chunk of its own (lib/firebase/live-auth.ts). Import it only through the loader.
 */

import { type CollectionName, collections } from '@studio/domain/firestore/collections';
import type { DocumentKind } from '@studio/domain/firestore/schemas';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  type Query,
  type QueryConstraint,
  query,
  where,
} from 'firebase/firestore';
import { type Attributes, type ComponentType, createElement, type ReactNode } from 'react';
import {
  AuthSdkContext,
  FirebaseAppProvider,
  FirestoreProvider,
  useFirestore,
  useFirestoreCollectionData,
} from 'reactfire';
import { collectionRef, type Doc } from '../../utils/firestore-refs.ts';
import { useLiveAuth } from './loaded-chunks.ts';
import { type PublicQuery, type PublicRead, type PublicReads, PublicReadsContext } from './public-query.ts';
import { firebaseApp, firestore } from './sdk.ts';
import { type QueryFunctions, sdkQuery } from './sdk-query.ts';

export { firebaseApp, firestore };

/**
 * reactfire's providers with this app's SDK instances. Auth joins once its chunk is in: the
 * context is always there (reactfire's AuthProvider refuses an absent SDK), so its arrival
 * does not remount what is inside; useAuth() before then fails as without a provider.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const auth = useLiveAuth()?.auth;
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthSdkContext.Provider value={auth}>
        <FirestoreProvider sdk={firestore}>
          <PublicReadsContext.Provider value={publicReads}>{children}</PublicReadsContext.Provider>
        </FirestoreProvider>
      </AuthSdkContext.Provider>
    </FirebaseAppProvider>
  );
}

/** A component rendered inside FirebaseProviders (a live section or a lazy route). */
export function withFirebase<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function WithFirebase(props: P) {
    return <FirebaseProviders>{createElement(Inner, props as P & Attributes)}</FirebaseProviders>;
  }
  WithFirebase.displayName = `WithFirebase(${Inner.displayName ?? Inner.name})`;
  return WithFirebase;
}

const queryFunctions: QueryFunctions<Query, QueryConstraint> = { query, where, orderBy, limit };

/** A public query's documents, live (reactfire's cache shares one listener per query). */
function useLiveDocs<K extends CollectionName & DocumentKind>(
  description: PublicQuery<K>,
): PublicRead<Doc<K>> {
  const db = useFirestore();
  const base = collectionRef(db, description.collection) as unknown as Query;
  const { status, data, error } = useFirestoreCollectionData(
    sdkQuery(description, base, queryFunctions) as Query<Doc<K>>,
  );
  return { status, data: data ?? [], error };
}

/** The public collections read live: through reactfire in parts, one listener each app-wide. */
export const publicReads: PublicReads = {
  useDocs: useLiveDocs,
  watchDocs(description, onDocs, onError) {
    return onSnapshot(
      sdkQuery(description, collection(firestore, collections[description.collection]), queryFunctions),
      (snapshot) => onDocs(snapshot.docs.map((d) => d.data())),
      onError,
    );
  },
};

/**
 * The role stored in user_roles/{uid}, live. setUserRole sets the claim before writing this
 * document, so a change seen here means a fresh ID token carries the new role.
 */
export function watchStoredRole(uid: string, onRole: (role: unknown) => void): () => void {
  return onSnapshot(
    doc(firestore, collections.userRoles, uid),
    (snapshot) => onRole(snapshot.get('role')),
    (error) => console.error('Could not follow the stored role:', error),
  );
}
