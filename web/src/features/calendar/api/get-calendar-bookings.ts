import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The bookings that start within the days shown, live: the calendar costs the bookings it
 * shows, never all of them (issue 12). A booking made in another tab arrives through the
 * listener without a reload. Each booking is checked: one that does not match its schema is left
 * out and named (leftOut), so it never takes the calendar down (issue 30).
 */
export function calendarBookingsQuery(db: Firestore, start: Date, end: Date) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('scheduled_at', '>=', start),
    where('scheduled_at', '<', end),
    orderBy('scheduled_at'),
  );
}

export function useCalendarBookings(start: Date, end: Date) {
  const db = useFirestore();
  const { status, documents, leftOut } = useCheckedCollection(calendarBookingsQuery(db, start, end));
  return { status, bookings: documents, leftOut };
}
