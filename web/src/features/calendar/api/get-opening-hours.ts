import { type Firestore, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** The active weekly windows (a handful of documents), shaded as opening hours. */
export function openingHoursQuery(db: Firestore) {
  return query(collectionRef(db, 'availabilityBlocks'), where('is_active', '==', true));
}

export function useOpeningHours() {
  const db = useFirestore();
  const read = useFirestoreCollectionData(openingHoursQuery(db));
  return combinedResult([read], read.data ?? []);
}
