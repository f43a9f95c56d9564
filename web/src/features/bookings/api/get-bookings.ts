import { type Firestore, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** Bookings are read a page at a time: the screen costs the rows it shows (issue 7). */
export const bookingsPageSize = 50;

/**
 * Every booking, newest scheduled first (spec §7), live. Service and client names are the
 * copies a function keeps on each booking, so there is no read per row.
 */
export function bookingsQuery(db: Firestore, max: number) {
  return query(collectionRef(db, 'bookings'), orderBy('scheduled_at', 'desc'), limit(max));
}

export function useBookings(max: number) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(bookingsQuery(db, max));
  const bookings = data ?? [];
  // A full page may have more behind it; one short of the limit means we have them all.
  return { status, bookings, mayHaveMore: bookings.length >= max };
}
