import { recentBookingsLimit } from '@studio/domain';
import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * 'My Appointments': the client's 5 latest bookings by scheduled time (spec §7), live. The
 * client_id filter is what the rules require of a client's list query.
 */
export function myRecentBookingsQuery(db: Firestore, uid: string) {
  return query(
    collectionRef(db, 'bookings'),
    where('client_id', '==', uid),
    orderBy('scheduled_at', 'desc'),
    limit(recentBookingsLimit),
  );
}

export function useMyRecentBookings(uid: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(myRecentBookingsQuery(db, uid));
  return { status, bookings: data ?? [] };
}
