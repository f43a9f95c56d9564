import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The bookings that start within the days shown, live: the calendar costs the bookings it
 * shows, never all of them (issue 12). A booking made in another tab arrives through the
 * listener without a reload.
 */
export function calendarBookingsQuery(db: Firestore, start: Date, end: Date) {
  return query(
    collectionRef(db, 'bookings'),
    where('scheduled_at', '>=', start),
    where('scheduled_at', '<', end),
    orderBy('scheduled_at'),
  );
}

export function useCalendarBookings(start: Date, end: Date) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(calendarBookingsQuery(db, start, end));
  return { status, bookings: data ?? [] };
}
