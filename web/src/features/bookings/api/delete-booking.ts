import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Only the owner deletes a booking (rules); the list offers it for one it cannot show. The
 * booking triggers then recount her loyalty without it.
 */
export async function deleteBooking(db: Firestore, bookingId: string): Promise<void> {
  await deleteDoc(doc(checkedCollectionRef(db, 'bookings'), bookingId));
}
