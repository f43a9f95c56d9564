import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The bookings that start within the days shown, live: the calendar costs the bookings it
 * shows, never all of them (issue 12). A booking made in another tab arrives through the
 * listener without a reload. Each booking is checked: one that does not match its schema is left
 * out and named (leftOut), so it never takes the calendar down (issue 30).
 *
 * `staffId` reads one member's only (issue 31): an assistant who does not manage bookings may read
 * no other, and the rules judge a query by its filters, so hers must name her.
 */
export function calendarBookingsQuery(db: Firestore, start: Date, end: Date, staffId?: string) {
  const bookings = checkedCollectionRef(db, 'bookings');
  const range = [
    where('scheduled_at', '>=', start),
    where('scheduled_at', '<', end),
    orderBy('scheduled_at'),
  ];
  return staffId === undefined
    ? query(bookings, ...range)
    : query(bookings, where('staff_id', '==', staffId), ...range);
}

export function useCalendarBookings(start: Date, end: Date, staffId?: string) {
  const db = useFirestore();
  return useCheckedCollection(calendarBookingsQuery(db, start, end, staffId));
}
