import type { BookingInterestStatus } from '../enums/statuses.ts';

export interface BookingInterestAction {
  readonly to: BookingInterestStatus;
  readonly label: string;
}

/**
 * The staff actions per status (spec §4): new → contacted → discussing → converted or declined.
 * Converted, declined and withdrawn (the client's own move, see client-status.ts) are final.
 */
export const bookingInterestActions: Record<BookingInterestStatus, readonly BookingInterestAction[]> = {
  new: [{ to: 'contacted', label: 'Mark Contacted' }],
  contacted: [{ to: 'discussing', label: 'Mark Discussing' }],
  discussing: [
    { to: 'converted', label: 'Convert' },
    { to: 'declined', label: 'Decline' },
  ],
  converted: [],
  declined: [],
  withdrawn: [],
};

export function nextBookingInterestStatuses(status: BookingInterestStatus): BookingInterestStatus[] {
  return bookingInterestActions[status].map((action) => action.to);
}

export function canTransitionBookingInterest(
  from: BookingInterestStatus,
  to: BookingInterestStatus,
): boolean {
  return nextBookingInterestStatuses(from).includes(to);
}

/** The update a staff action writes: the new status, plus contacted_at when first contacted. */
export type BookingInterestUpdate =
  | { status: BookingInterestStatus }
  | { status: 'contacted'; contacted_at: Date };

export class InvalidTransitionError extends Error {
  constructor(from: BookingInterestStatus, to: BookingInterestStatus) {
    super(`A booking interest cannot go from ${from} to ${to}`);
    this.name = 'InvalidTransitionError';
  }
}

export function transitionBookingInterest(
  from: BookingInterestStatus,
  to: BookingInterestStatus,
  now: Date,
): BookingInterestUpdate {
  if (!canTransitionBookingInterest(from, to)) throw new InvalidTransitionError(from, to);
  return to === 'contacted' ? { status: to, contacted_at: now } : { status: to };
}

/**
 * The one move back: a Decline can be undone from its toast for a few seconds, returning the lead
 * to discussing, the only status it can have been declined from. Nothing else goes back.
 */
export const bookingInterestUndo: Partial<Record<BookingInterestStatus, BookingInterestStatus>> = {
  declined: 'discussing',
};
