import { z } from 'zod';
import { type BookingInterestStatus, bookingInterestStatusSchema } from '../enums/statuses.ts';
import { documentIdSchema } from '../schemas/fields.ts';

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

/** changeInterestStatus's input (issue 31): staff move a lead along, or undo a Decline. */
export const changeInterestStatusRequestSchema = z
  .object({ interestId: documentIdSchema, status: bookingInterestStatusSchema })
  .strict();
export type ChangeInterestStatusRequest = z.input<typeof changeInterestStatusRequestSchema>;
export type ChangeInterestStatusInput = z.output<typeof changeInterestStatusRequestSchema>;

export interface ChangeInterestStatusResponse {
  interestId: string;
  status: BookingInterestStatus;
}

/**
 * The update a staff member's status change writes, or why it may not happen, in plain words:
 * the forward moves of bookingInterestActions but Convert (made only by createBooking, with its
 * booking), and the Undo of a Decline. Contacted records when.
 */
export function staffInterestChange(
  from: BookingInterestStatus,
  to: BookingInterestStatus,
  now: Date,
): { ok: true; update: BookingInterestUpdate } | { ok: false; problem: string } {
  if (to === 'converted')
    return { ok: false, problem: 'A lead is converted by booking her: the booking marks it converted.' };
  if (bookingInterestUndo[from] === to) return { ok: true, update: { status: to } };
  if (!canTransitionBookingInterest(from, to))
    return { ok: false, problem: `A ${from} booking interest cannot be marked ${to}.` };
  return { ok: true, update: transitionBookingInterest(from, to, now) };
}
