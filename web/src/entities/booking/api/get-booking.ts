import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** One booking by id, live: the panel shows a status change the moment it is saved anywhere. */
export function bookingRef(db: Firestore, id: string) {
  return doc(collectionRef(db, 'bookings'), id);
}

export function useBooking(id: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(bookingRef(db, id));
  return { status, booking: data };
}
