import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** One booking by id, live: the panel shows a status change the moment it is saved anywhere. */
export function bookingRef(db: Firestore, id: string) {
  return doc(collectionRef(db, 'bookings'), id);
}

export function useBooking(id: string) {
  const db = useFirestore();
  const read = useFirestoreDocData(bookingRef(db, id));
  return combinedResult([read], read.data);
}
