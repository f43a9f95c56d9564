// Removing records that carry business rules (issue 31): only callables delete bookings, booking
// interests and waitlist entries; the rules refuse every browser write of them. Each request names
// one document; who may remove it is decided here.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/fields.ts';

/** deleteBooking: the owner removes a booking for good (the loyalty triggers recount her). */
export const deleteBookingRequestSchema = z.strictObject({ bookingId: documentIdSchema });
export type DeleteBookingInput = z.output<typeof deleteBookingRequestSchema>;

/** deleteBookingInterest: the owner removes a request for good. */
export const deleteBookingInterestRequestSchema = z.strictObject({ interestId: documentIdSchema });
export type DeleteBookingInterestInput = z.output<typeof deleteBookingInterestRequestSchema>;

/** leaveWaitlist: a client leaves a day's waitlist (Leave on her dashboard), or the owner removes her. */
export const leaveWaitlistRequestSchema = z.strictObject({ entryId: documentIdSchema });
export type LeaveWaitlistInput = z.output<typeof leaveWaitlistRequestSchema>;

/** Why this caller may not remove this waitlist entry, in plain words; null when she may. */
export function waitlistLeaveProblem(leave: {
  callerUid: string;
  callerIsOwner: boolean;
  entryClientId: string;
}): string | null {
  if (leave.callerIsOwner || leave.callerUid === leave.entryClientId) return null;
  return 'You can only leave your own waitlist.';
}
