import { type Firestore, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { clientPhotosRef } from './client-subcollections.ts';

/** A client's photos, newest first (spec §7), live. */
export function clientPhotosQuery(db: Firestore, clientId: string) {
  return query(clientPhotosRef(db, clientId), orderBy('created_at', 'desc'));
}

export function useClientPhotos(clientId: string) {
  const db = useFirestore();
  const read = useFirestoreCollectionData(clientPhotosQuery(db, clientId));
  return combinedResult([read], read.data ?? []);
}
