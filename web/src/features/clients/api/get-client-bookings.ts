import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * All bookings of one client, newest first (spec §7): the Bookings tab and the statistics
 * block read the same listener. Costs that client's bookings only.
 */
export function clientBookingsQuery(db: Firestore, clientId: string) {
  return query(
    collectionRef(db, 'bookings'),
    where('client_id', '==', clientId),
    orderBy('scheduled_at', 'desc'),
  );
}

export function useClientBookings(clientId: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(clientBookingsQuery(db, clientId));
  return { status, bookings: data ?? [] };
}
