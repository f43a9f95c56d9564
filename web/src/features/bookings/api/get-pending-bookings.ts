import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** More than a studio answers in a sitting: the list says when there are more. */
export const pendingBookingsPageSize = 50;

/**
 * The online bookings waiting for a staff member's Accept or Decline (issue 32), soonest first,
 * live (index: status, scheduled_at ascending). Checked: an odd booking is left out, as the
 * bookings list below names it.
 */
export function pendingBookingsQuery(db: Firestore) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('status', '==', 'pending'),
    orderBy('scheduled_at', 'asc'),
    limit(pendingBookingsPageSize),
  );
}

export function usePendingBookings() {
  const db = useFirestore();
  const read = useCheckedCollection(pendingBookingsQuery(db));
  return combinedResult([read], read.data.documents);
}
