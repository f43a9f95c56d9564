import type { TimeZone } from '@studio/domain';
import { type Firestore, limit, orderBy, type QueryConstraint, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';
import { type BookingFilters, scheduledRange } from '../utils/booking-filters.ts';

/** Bookings are read a page at a time: the screen costs the rows it shows (issue 7). */
export const bookingsPageSize = 50;

/**
 * The bookings matching the filters, newest scheduled first (spec §7), live. Each filter is a
 * query clause (indexes in firestore.indexes.json), so a page is always a full page of matches.
 * Service and client names are the copies a function keeps on each booking: no read per row.
 * Each booking is checked: one that does not match its schema is left out and named, never fatal
 * to the list.
 */
export function bookingsQuery(db: Firestore, max: number, filters: BookingFilters, timeZone: TimeZone) {
  const { start, end } = scheduledRange(filters, timeZone);
  const clauses: QueryConstraint[] = [
    ...(filters.clientId ? [where('client_id', '==', filters.clientId)] : []),
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(start ? [where('scheduled_at', '>=', start)] : []),
    ...(end ? [where('scheduled_at', '<', end)] : []),
  ];
  return query(checkedCollectionRef(db, 'bookings'), ...clauses, orderBy('scheduled_at', 'desc'), limit(max));
}

export function useBookings(max: number, filters: BookingFilters, timeZone: TimeZone) {
  const db = useFirestore();
  const read = useCheckedCollection(bookingsQuery(db, max, filters, timeZone));
  const { documents, leftOut } = read.data;
  // A full page (odd documents included) may have more behind it; one short means we have them all.
  return combinedResult([read], {
    bookings: documents,
    leftOut,
    mayHaveMore: documents.length + leftOut.length >= max,
  });
}
