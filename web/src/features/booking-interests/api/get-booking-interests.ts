import type { BookingInterestStatus } from '@studio/domain';
import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The staff inbox, newest first, optionally one status (spec §7). A live listener: an interest a
 * client sends elsewhere appears without a reload. Client name, e-mail and phone are copies a
 * function writes onto the interest, so there is no profile read per row. Each interest is
 * checked: one that does not match its schema is left out and named, never fatal to the inbox.
 */
export function bookingInterestsQuery(db: Firestore, status: BookingInterestStatus | null) {
  const interests = checkedCollectionRef(db, 'bookingInterests');
  return status
    ? query(interests, where('status', '==', status), orderBy('created_at', 'desc'))
    : query(interests, orderBy('created_at', 'desc'));
}

export function useBookingInterests(status: BookingInterestStatus | null) {
  const db = useFirestore();
  const { status: loadStatus, documents, leftOut } = useCheckedCollection(bookingInterestsQuery(db, status));
  return { status: loadStatus, interests: documents, leftOut };
}

/** The heading's badge: interests still new (the odd ones too), live. Costs only the new ones. */
export function useNewInterestCount(): number | null {
  const db = useFirestore();
  const { status, documents, leftOut } = useCheckedCollection(bookingInterestsQuery(db, 'new'));
  return status === 'success' ? documents.length + leftOut.length : null;
}
