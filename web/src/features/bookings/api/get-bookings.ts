import type { TimeZone } from '@studio/domain';
import { type Firestore, limit, orderBy, type QueryConstraint, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';
import { type BookingFilters, scheduledRange } from '../utils/booking-filters.ts';

/** Bookings are read a page at a time: the screen costs the rows it shows (issue 7). */
export const bookingsPageSize = 50;

/**
 * The bookings matching the filters, newest scheduled first (spec §7), live. Each filter is a
 * query clause (indexes in firestore.indexes.json), so a page is always a full page of matches.
 * Service and client names are the copies a function keeps on each booking: no read per row.
 */
export function bookingsQuery(db: Firestore, max: number, filters: BookingFilters, timeZone: TimeZone) {
  const { start, end } = scheduledRange(filters, timeZone);
  const clauses: QueryConstraint[] = [
    ...(filters.clientId ? [where('client_id', '==', filters.clientId)] : []),
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(start ? [where('scheduled_at', '>=', start)] : []),
    ...(end ? [where('scheduled_at', '<', end)] : []),
  ];
  return query(collectionRef(db, 'bookings'), ...clauses, orderBy('scheduled_at', 'desc'), limit(max));
}

export function useBookings(max: number, filters: BookingFilters, timeZone: TimeZone) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(bookingsQuery(db, max, filters, timeZone));
  const bookings = data ?? [];
  // A full page may have more behind it; one short of the limit means we have them all.
  return { status, bookings, mayHaveMore: bookings.length >= max };
}
