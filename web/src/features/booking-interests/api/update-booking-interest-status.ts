import {
  type BookingInterestStatus,
  bookingInterestUndo,
  type ChangeInterestStatusRequest,
  type ChangeInterestStatusResponse,
  staffInterestChange,
} from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * A staff action on a lead, through the changeInterestStatus callable (issue 31): the server
 * decides with the same domain rule in a transaction and records when she was contacted. The
 * rule is asked here first, so a move the studio does not allow never leaves the browser.
 */
export async function updateBookingInterestStatus(
  interest: { id: string; status: BookingInterestStatus },
  to: BookingInterestStatus,
): Promise<ChangeInterestStatusResponse> {
  const change = staffInterestChange(interest.status, to, new Date());
  if (!change.ok) throw new Error(change.problem);
  return callFunction<ChangeInterestStatusRequest, ChangeInterestStatusResponse>('changeInterestStatus', {
    interestId: interest.id,
    status: to,
  });
}

/** Puts a lead back where it was before `from`, when that move can be undone (a Decline). */
export async function undoBookingInterestStatus(id: string, from: BookingInterestStatus) {
  const back = bookingInterestUndo[from];
  if (!back) throw new Error(`A ${from} booking interest cannot be taken back`);
  return callFunction<ChangeInterestStatusRequest, ChangeInterestStatusResponse>('changeInterestStatus', {
    interestId: id,
    status: back,
  });
}
