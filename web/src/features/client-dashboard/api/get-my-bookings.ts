import { recentBookingsLimit, splitMyAppointments } from '@studio/domain';
import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** How many upcoming appointments the dashboard lists; a client rarely has more booked ahead. */
export const upcomingBookingsLimit = 20;

/**
 * 'My Appointments', Upcoming: her bookings from `since` on, soonest first, live. The client_id
 * filter is what the rules require of a client's list query.
 */
export function myUpcomingBookingsQuery(db: Firestore, uid: string, since: Date) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('client_id', '==', uid),
    where('scheduled_at', '>=', since),
    orderBy('scheduled_at', 'asc'),
    limit(upcomingBookingsLimit),
  );
}

/** Past: her latest bookings before `since`, newest first (spec §7: five of them). */
export function myPastBookingsQuery(db: Firestore, uid: string, since: Date) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('client_id', '==', uid),
    where('scheduled_at', '<', since),
    orderBy('scheduled_at', 'desc'),
    limit(recentBookingsLimit),
  );
}

/**
 * `since` is fixed by the caller for the visit, so the listeners are not rebuilt on every render.
 * Upcoming lists only active visits; a cancelled one ahead is listed with the past (issue 29).
 * A booking that does not match its schema is left out and counted (unreadable), so one odd
 * booking never takes her dashboard down; staff see it named on their lists.
 */
export function useMyBookings(uid: string, since: Date) {
  const db = useFirestore();
  const fromNow = useCheckedCollection(myUpcomingBookingsQuery(db, uid, since));
  const before = useCheckedCollection(myPastBookingsQuery(db, uid, since));
  return combinedResult([fromNow, before], {
    ...splitMyAppointments(fromNow.data.documents, before.data.documents),
    unreadable: fromNow.data.leftOut.length + before.data.leftOut.length,
  });
}
