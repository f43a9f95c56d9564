import type { BookingInterestStatus } from '@studio/domain';
import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The staff inbox, newest first, optionally one status (spec §7). A live listener: an interest a
 * client sends elsewhere appears without a reload. Client name, e-mail and phone are copies a
 * function writes onto the interest, so there is no profile read per row.
 */
export function bookingInterestsQuery(db: Firestore, status: BookingInterestStatus | null) {
  const interests = collectionRef(db, 'bookingInterests');
  return status
    ? query(interests, where('status', '==', status), orderBy('created_at', 'desc'))
    : query(interests, orderBy('created_at', 'desc'));
}

export function useBookingInterests(status: BookingInterestStatus | null) {
  const db = useFirestore();
  const { status: loadStatus, data } = useFirestoreCollectionData(bookingInterestsQuery(db, status));
  return { status: loadStatus, interests: data ?? [] };
}

/** The heading's badge: interests still new, live. Costs only the new ones. */
export function useNewInterestCount(): number | null {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(bookingInterestsQuery(db, 'new'));
  return status === 'success' ? data.length : null;
}
