import type { BookingStatus } from '@studio/domain';
import { type Firestore, serverTimestamp, updateDoc } from 'firebase/firestore';
import { bookingRef } from './get-booking.ts';

/** The statuses staff set by a direct write; reopening goes through reopenBooking instead. */
export type DirectStatus = Exclude<BookingStatus, 'scheduled'>;

/** What else a status change may say: a cancellation's reason, a Complete before the start. */
export interface StatusChangeExtras {
  reason?: string;
  /** Staff confirmed the visit is over before its booked start (issue 29); recorded on it. */
  completedEarly?: boolean;
}

/**
 * What a status change writes (issue 12): the status, who and when (the rules require
 * status_changed_by == the writer and status_changed_at == request.time), on a cancellation its
 * reason, and on an early Complete the completed_early confirmation the rules ask for.
 */
export function bookingStatusUpdate(to: BookingStatus, uid: string, extras: StatusChangeExtras = {}) {
  return {
    status: to,
    status_changed_by: uid,
    status_changed_at: serverTimestamp(),
    ...(to === 'cancelled' && { cancellation_reason: extras.reason?.trim() ?? '' }),
    ...(to === 'completed' && extras.completedEarly && { completed_early: true }),
  };
}

export async function changeBookingStatus(
  db: Firestore,
  bookingId: string,
  to: DirectStatus,
  uid: string,
  extras?: StatusChangeExtras,
): Promise<void> {
  // Raw fields: the converter's toFirestore would want a whole document.
  await updateDoc(bookingRef(db, bookingId).withConverter(null), bookingStatusUpdate(to, uid, extras));
}

/**
 * The Undo of a No-show from its toast: back to the status it had, by the person who marked it,
 * within the rules' two minutes (domain noShowUndoMinutes).
 */
export async function undoNoShow(
  db: Firestore,
  bookingId: string,
  previous: 'scheduled' | 'confirmed',
  uid: string,
): Promise<void> {
  await updateDoc(bookingRef(db, bookingId).withConverter(null), bookingStatusUpdate(previous, uid));
}
