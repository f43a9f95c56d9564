import { type BookingInterestStatus, bookingInterestUndo, transitionBookingInterest } from '@studio/domain';
import { doc, type Firestore, serverTimestamp, updateDoc } from 'firebase/firestore';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * What a staff action writes (spec §4): the next status, and on 'contacted' the server's time
 * (the rules require contacted_at == request.time). Refuses moves the studio does not allow.
 */
export function interestStatusUpdate(from: BookingInterestStatus, to: BookingInterestStatus) {
  const update = transitionBookingInterest(from, to, new Date());
  return 'contacted_at' in update ? { status: update.status, contacted_at: serverTimestamp() } : update;
}

export async function updateBookingInterestStatus(
  db: Firestore,
  interest: { id: string; status: BookingInterestStatus },
  to: BookingInterestStatus,
): Promise<void> {
  const ref = doc(collectionRef(db, 'bookingInterests'), interest.id);
  // Raw fields: the converter's toFirestore would want a whole document.
  await updateDoc(ref.withConverter(null), interestStatusUpdate(interest.status, to));
}

/** Puts a lead back where it was before `from`, when that move can be undone (a Decline). */
export async function undoBookingInterestStatus(db: Firestore, id: string, from: BookingInterestStatus) {
  const back = bookingInterestUndo[from];
  if (!back) throw new Error(`A ${from} booking interest cannot be taken back`);
  const ref = doc(collectionRef(db, 'bookingInterests'), id);
  await updateDoc(ref.withConverter(null), { status: back });
}
