import { type Firestore, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { clientPhotosRef } from './client-subcollections.ts';

/** A client's photos, newest first (spec §7), live. */
export function clientPhotosQuery(db: Firestore, clientId: string) {
  return query(clientPhotosRef(db, clientId), orderBy('created_at', 'desc'));
}

export function useClientPhotos(clientId: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(clientPhotosQuery(db, clientId));
  return { status, photos: data ?? [] };
}
