import type { BookingStatus, ChangeBookingStatusRequest, ChangeBookingStatusResponse } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * The statuses staff choose from a booking's actions (scheduled is Accept, issue 32); reopening
 * goes through reopenBooking instead, and nothing goes back to pending.
 */
export type DirectStatus = Exclude<BookingStatus, 'pending'>;

/** What else a status change may say: a cancellation's reason, a Complete before the start. */
export interface StatusChangeExtras {
  reason?: string;
  /** Staff confirmed the visit is over before its booked start (issue 29); recorded on it. */
  completedEarly?: boolean;
}

/**
 * Through the changeBookingStatus callable (issue 31): the server decides in a transaction with
 * domain staffStatusChangeProblem and records who and when; its refusal's words reach the toast.
 */
export function changeBookingStatus(
  bookingId: string,
  to: DirectStatus,
  extras: StatusChangeExtras = {},
): Promise<ChangeBookingStatusResponse> {
  return callFunction<ChangeBookingStatusRequest, ChangeBookingStatusResponse>('changeBookingStatus', {
    bookingId,
    status: to,
    ...(to === 'cancelled' && { reason: extras.reason?.trim() ?? '' }),
    ...(to === 'completed' && { completedEarly: extras.completedEarly ?? false }),
  });
}

/**
 * The Undo of a No-show from its toast: back to the status it had, by the person who marked it,
 * within domain noShowUndoMinutes, while its time is still free (the callable checks both).
 */
export function undoNoShow(bookingId: string, previous: 'scheduled' | 'confirmed') {
  return callFunction<ChangeBookingStatusRequest, ChangeBookingStatusResponse>('changeBookingStatus', {
    bookingId,
    status: previous,
  });
}
