/**
 * Everything that needs the Firebase SDK or reactfire at run time, in one chunk that loads beside
 * the first paint (see lib/firebase/loader.tsx): the app and Firestore, reactfire's providers,
 * and the public settings' listener. Auth is in a chunk of its own (lib/firebase/live-auth.ts). Import
 * it only through the loader.
 */

import { collections } from '@studio/domain/firestore/collections';
import {
  collection,
  type DocumentData,
  doc,
  type Firestore,
  onSnapshot,
  query,
  where,
} from 'firebase/firestore';
import { type Attributes, type ComponentType, createElement, type ReactNode } from 'react';
import { AuthSdkContext, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { useLiveAuth } from './loader.tsx';
import { firebaseApp, firestore } from './sdk.ts';

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
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
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

/** settings_public as one query: every public setting, no converter (resolveSettings checks each). */
export function publicSettingsQuery(db: Firestore) {
  return query(collection(db, collections.settingsPublic));
}

/** One live listener on the public settings; the documents' data on every snapshot. */
export function watchPublicSettings(
  onDocs: (docs: DocumentData[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    publicSettingsQuery(firestore),
    (snapshot) => onDocs(snapshot.docs.map((doc) => doc.data())),
    onError,
  );
}

/** The active weekly opening windows (a handful of public documents), live: the footer's hours. */
export function watchWeeklyHours(
  onDocs: (docs: DocumentData[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(firestore, collections.availabilityBlocks), where('is_active', '==', true)),
    (snapshot) => onDocs(snapshot.docs.map((d) => d.data())),
    onError,
  );
}

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
