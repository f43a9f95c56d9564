import type { BookingInterestStatus } from '../enums/statuses.ts';

/**
 * What a client reads about her own request on My Dashboard (issue 14): the status in plain
 * words, from her side of the conversation rather than the staff's pipeline.
 */
export const clientInterestStatusText: Record<BookingInterestStatus, string> = {
  new: "We'll message you on Instagram",
  contacted: "We've messaged you on Instagram",
  discussing: "We're arranging the details with you",
  converted: 'Booked — see your appointments',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/**
 * She may withdraw a request nobody has acted on yet; the withdrawBookingInterest callable allows
 * exactly this.
 */
export function canWithdrawInterest(status: BookingInterestStatus): boolean {
  return status === 'new';
}

/** The one update withdrawBookingInterest writes to her interest. */
export const interestWithdrawal = { status: 'withdrawn' } as const satisfies {
  status: BookingInterestStatus;
};
