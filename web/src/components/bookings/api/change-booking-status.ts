import type { BookingStatus } from '@studio/domain';
import { type Firestore, serverTimestamp, updateDoc } from 'firebase/firestore';
import { bookingRef } from './get-booking.ts';

/** The statuses staff set by a direct write; reopening goes through reopenBooking instead. */
export type DirectStatus = Exclude<BookingStatus, 'scheduled'>;

/**
 * What a status change writes (issue 12): the status, who and when (the rules require
 * status_changed_by == the writer and status_changed_at == request.time), and on a
 * cancellation its reason.
 */
export function bookingStatusUpdate(to: DirectStatus, uid: string, reason?: string) {
  return {
    status: to,
    status_changed_by: uid,
    status_changed_at: serverTimestamp(),
    ...(to === 'cancelled' && { cancellation_reason: reason?.trim() ?? '' }),
  };
}

export async function changeBookingStatus(
  db: Firestore,
  bookingId: string,
  to: DirectStatus,
  uid: string,
  reason?: string,
): Promise<void> {
  // Raw fields: the converter's toFirestore would want a whole document.
  await updateDoc(bookingRef(db, bookingId).withConverter(null), bookingStatusUpdate(to, uid, reason));
}
