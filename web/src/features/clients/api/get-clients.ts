import { type Firestore, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Every profile, newest first (spec §7), live. Bookings count, loyalty and last visit are the
 * fields the loyalty function keeps on each profile: the list never reads bookings (issue 7).
 * A profile that does not match its schema is left out and named (leftOut), never fatal.
 */
export function clientsQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'profiles'), orderBy('created_at', 'desc'));
}

export function useClients() {
  const db = useFirestore();
  const read = useCheckedCollection(clientsQuery(db));
  return combinedResult([read], { clients: read.data.documents, leftOut: read.data.leftOut });
}
