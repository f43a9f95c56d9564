import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * All bookings of one client, newest first (spec §7): the Bookings tab and the statistics
 * block read the same listener. Costs that client's bookings only. A booking that does not match
 * its schema is left out and named (leftOut), never fatal to the tab or the statistics.
 */
export function clientBookingsQuery(db: Firestore, clientId: string) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('client_id', '==', clientId),
    orderBy('scheduled_at', 'desc'),
  );
}

export function useClientBookings(clientId: string) {
  const db = useFirestore();
  const read = useCheckedCollection(clientBookingsQuery(db, clientId));
  return combinedResult([read], { bookings: read.data.documents, leftOut: read.data.leftOut });
}
