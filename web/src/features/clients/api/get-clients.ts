import { type Firestore, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Every profile, newest first (spec §7), live. Bookings count, loyalty and last visit are the
 * fields the loyalty function keeps on each profile: the list never reads bookings (issue 7).
 */
export function clientsQuery(db: Firestore) {
  return query(collectionRef(db, 'profiles'), orderBy('created_at', 'desc'));
}

export function useClients() {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(clientsQuery(db));
  return { status, clients: data ?? [] };
}
