import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** Only the owner deletes an interest (rules); the inbox offers it for one it cannot show. */
export async function deleteBookingInterest(db: Firestore, interestId: string): Promise<void> {
  await deleteDoc(doc(checkedCollectionRef(db, 'bookingInterests'), interestId));
}
