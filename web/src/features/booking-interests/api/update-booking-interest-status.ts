import {
  type BookingInterestStatus,
  bookingInterestMessages,
  transitionBookingInterest,
} from '@studio/domain';
import { doc, type Firestore, serverTimestamp, updateDoc } from 'firebase/firestore';
import { collectionRef } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';

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

/** The action with its toasts (spec §8); true when saved. */
export async function updateBookingInterestStatusWithToast(
  db: Firestore,
  interest: { id: string; status: BookingInterestStatus },
  to: BookingInterestStatus,
): Promise<boolean> {
  try {
    await updateBookingInterestStatus(db, interest, to);
    notify.success(bookingInterestMessages.updated, bookingInterestMessages.updatedDescription);
    return true;
  } catch (error) {
    console.error('Could not update the booking interest:', error);
    notify.error(bookingInterestMessages.updateFailed, error instanceof Error ? error.message : undefined);
    return false;
  }
}
