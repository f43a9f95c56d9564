import { collections } from '@studio/domain';
import { collection, type Firestore, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';

/** Her interests still waiting for a reply (status new): what she may read of her own. */
export function openInterestsQuery(db: Firestore, clientId: string) {
  return query(
    collection(db, collections.bookingInterests),
    where('client_id', '==', clientId),
    where('status', '==', 'new'),
  );
}

/** Her newest interest, whatever its status (the same query as her dashboard's list, cut to one). */
export function lastInterestQuery(db: Firestore, clientId: string) {
  return query(
    collection(db, collections.bookingInterests),
    where('client_id', '==', clientId),
    orderBy('created_at', 'desc'),
    limit(1),
  );
}

/**
 * How many of the client's interests wait for a reply (live); data is null until read. The
 * wizard warns with it early; the submitBookingInterest callable counts again and decides.
 */
export function useOpenInterestCount(clientId: string) {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollection(openInterestsQuery(db, clientId));
  const count = status === 'success' ? data.size : status === 'loading' ? null : 0;
  return { status, data: count, error };
}

/**
 * When her last interest was created (live); null while loading, without one, or unreadable. The
 * wizard explains the wait between two requests with it; the callable enforces it.
 */
export function useLastInterestAt(clientId: string): DataResult<Date | null> {
  const db = useFirestore();
  const read = useFirestoreCollection(lastInterestQuery(db, clientId));
  const createdAt = read.status === 'success' ? read.data.docs[0]?.get('created_at') : null;
  return combinedResult([read], createdAt instanceof Timestamp ? createdAt.toDate() : null);
}
