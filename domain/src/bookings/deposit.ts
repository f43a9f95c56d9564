// A booking's deposit (issue 32, no card processing): when it is due, who may record it received,
// when an unpaid one releases the time, and what becomes of it when the booking's status changes.
// Pure: the callables, the scheduled release and the screens all decide with these.
import { z } from 'zod';
import { formatStudioDate, formatStudioTime } from '../dates/format.ts';
import type { BookingStatus } from '../enums/statuses.ts';
import { formatBookingPrice } from '../pricing/money.ts';
import {
  type Booking,
  type BookingDeposit,
  type DepositMethod,
  type DepositStatus,
  depositMethodSchema,
} from '../schemas/bookings.ts';
import { documentIdSchema } from '../schemas/fields.ts';
import type { SettingsValues } from '../settings/registry.ts';
import { isUpcomingBooking } from './status.ts';

type DepositFacts = Pick<Booking, 'deposit' | 'deposit_amount'>;

/**
 * The booking's deposit as it stands: the recorded one, or, while nobody has recorded anything,
 * a due one when its quote asked for a deposit; null when it asks for none.
 */
export function depositOf(booking: DepositFacts): BookingDeposit | null {
  if (booking.deposit) return booking.deposit;
  if (booking.deposit_amount <= 0) return null;
  return {
    status: 'due',
    amount: booking.deposit_amount,
    method: null,
    received_by: null,
    received_at: null,
    settled_at: null,
    due_from: null,
  };
}

/**
 * Her deadline: deposit_due_hours after the booking was made (or after it was reopened with its
 * deposit due again: depositOnReopen's due_from), but never after the visit starts (a booking made
 * 5 hours before its visit cannot have its deposit due 24 hours later). The one rule the scheduled
 * release, the booking panel and her dashboard read. A booking with no created_at (typed in before
 * it was recorded) has none, so it is never released.
 */
export function depositDueAt(
  booking: Pick<Booking, 'created_at' | 'scheduled_at'> & Partial<Pick<Booking, 'deposit'>>,
  dueHours: number,
): Date | null {
  const from = booking.deposit?.due_from ?? booking.created_at;
  if (!from) return null;
  const due = from.getTime() + dueHours * 3_600_000;
  return new Date(Math.min(due, booking.scheduled_at.getTime()));
}

/** The reason a released booking carries, and her message states. */
export const depositReleaseReason = 'Deposit not received in time';

export type DepositReleaseSettings = Pick<SettingsValues, 'deposit_required' | 'deposit_due_hours'>;

/**
 * Whether the scheduled release cancels this booking now: the studio releases unpaid deposits
 * (deposit_required), the deposit is still due, the deadline (depositDueAt, capped at the start)
 * has passed, and the visit is still to come (a time already begun frees nothing for anyone; so
 * a deadline capped at the start shows her when to pay by, and releases nothing). Instants only: a deadline in hours
 * after an instant is the same whatever the studio's daylight-saving changes.
 */
export function depositReleaseDecision(
  booking: Pick<Booking, 'status' | 'scheduled_at' | 'created_at' | 'deposit' | 'deposit_amount'>,
  settings: DepositReleaseSettings,
  now: Date,
): { release: true; reason: string } | { release: false } {
  if (!settings.deposit_required) return { release: false };
  if (!isUpcomingBooking(booking.status)) return { release: false };
  if (depositOf(booking)?.status !== 'due') return { release: false };
  const dueAt = depositDueAt(booking, settings.deposit_due_hours);
  if (!dueAt || now.getTime() < dueAt.getTime()) return { release: false };
  if (now.getTime() >= booking.scheduled_at.getTime()) return { release: false };
  return { release: true, reason: depositReleaseReason };
}

/** The deposit a released booking keeps: never paid, now released with its time. */
export function releasedDeposit(deposit: BookingDeposit, now: Date): BookingDeposit {
  return { ...deposit, status: 'released', settled_at: now };
}

/** recordDepositReceived's request: which booking, how much was paid and how. */
export const recordDepositReceivedRequestSchema = z.object({
  bookingId: documentIdSchema,
  amount: z
    .number('Enter the amount received')
    .finite('Enter the amount received')
    .positive('Enter the amount received, above $0')
    .max(100_000, 'That amount is too large'),
  method: depositMethodSchema,
});
export type RecordDepositReceivedRequest = z.input<typeof recordDepositReceivedRequestSchema>;
export type RecordDepositReceivedInput = z.output<typeof recordDepositReceivedRequestSchema>;

/** How each method reads on the booking panel and its form. */
export const depositMethodLabels: Readonly<Record<DepositMethod, string>> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  payment_app: 'Payment app',
  other: 'Other',
};

/**
 * Why staff may not record this booking's deposit as received, in their words; null when they
 * may. A booking no longer to come has no deposit to take, and one already received is not taken
 * twice (the panel shows who took it).
 */
export function depositReceiptProblem(
  booking: Pick<Booking, 'status' | 'deposit' | 'deposit_amount'>,
): string | null {
  const deposit = depositOf(booking);
  if (!deposit) return 'This booking asks for no deposit.';
  if (deposit.status !== 'due') return `Its deposit is already ${depositStatusWords[deposit.status]}.`;
  if (!isUpcomingBooking(booking.status)) return 'Only a booking still to come takes a deposit.';
  return null;
}

/** The deposit once staff recorded it. */
export function receivedDeposit(
  input: Pick<RecordDepositReceivedInput, 'amount' | 'method'>,
  receivedBy: string,
  now: Date,
): BookingDeposit {
  return {
    status: 'received',
    amount: input.amount,
    method: input.method,
    received_by: receivedBy,
    received_at: now,
    settled_at: null,
    due_from: null,
  };
}

const depositStatusWords: Record<DepositStatus, string> = {
  due: 'due',
  received: 'received',
  kept: 'kept',
  refunded: 'marked to refund',
  released: 'released',
};

/** What a status change needs to know to settle a received deposit. */
export interface DepositChangeContext {
  now: Date;
  scheduledAt: Date;
  /** booking_settings.cancellationWindow: a cancellation later than this is late. */
  cancellationWindowHours: number;
  /** Setting deposit_refundable: whether a cancellation in good time gets it back. */
  refundable: boolean;
}

/**
 * What becomes of a received deposit when the booking goes from `from` to `to`; null when it stays
 * as it is. A no-show keeps it, and its Undo gives it back to the visit. A cancellation in good
 * time is refunded when deposits are refundable and kept otherwise; a late one is kept, as the
 * policy clients read says (bookingPolicySentence). A declined booking was never accepted, so she
 * gets it back. An unpaid deposit has nothing to keep or refund and stays due.
 */
export function depositOnStatusChange(
  deposit: BookingDeposit | null,
  from: BookingStatus,
  to: BookingStatus,
  ctx: DepositChangeContext,
): BookingDeposit | null {
  if (!deposit) return null;
  const settle = (status: DepositStatus): BookingDeposit => ({ ...deposit, status, settled_at: ctx.now });
  if (deposit.status === 'kept' && from === 'no_show' && (to === 'scheduled' || to === 'confirmed'))
    return { ...deposit, status: 'received', settled_at: null };
  if (deposit.status !== 'received') return null;
  if (to === 'no_show') return settle('kept');
  if (to !== 'cancelled') return null;
  if (from === 'pending') return settle('refunded');
  const late = ctx.scheduledAt.getTime() - ctx.now.getTime() < ctx.cancellationWindowHours * 3_600_000;
  return settle(!late && ctx.refundable ? 'refunded' : 'kept');
}

/**
 * The booking's deposit after a status change, with the studio's settings: what the status-change
 * callables write beside the new status; null when the deposit stays as it is.
 */
export function depositAfterStatusChange(
  booking: Pick<Booking, 'status' | 'scheduled_at' | 'deposit' | 'deposit_amount'>,
  to: BookingStatus,
  settings: Pick<SettingsValues, 'booking_settings' | 'deposit_refundable'>,
  now: Date,
): BookingDeposit | null {
  return depositOnStatusChange(depositOf(booking), booking.status, to, {
    now,
    scheduledAt: booking.scheduled_at,
    cancellationWindowHours: settings.booking_settings.cancellationWindow,
    refundable: settings.deposit_refundable,
  });
}

/**
 * The deposit when staff reopen a booking (reopenBooking: a cancelled or missed visit reinstated,
 * or a completed one undone); null when it stays as it is. A studio owner who brings a visit back
 * expects its deposit back where it stood before the visit went: one that was paid (kept, or marked
 * to refund) is held for the visit again, `received`, with who took it and when, no longer
 * settled; a deposit the booking was released for is `due` again, and its deadline counts afresh
 * from the reopening (due_from), since the original one has passed and the scheduled release
 * would otherwise cancel the visit she was just given back within minutes. A deposit still due or
 * received has nothing to undo.
 */
export function depositOnReopen(deposit: BookingDeposit | null, now: Date): BookingDeposit | null {
  if (!deposit || deposit.status === 'due' || deposit.status === 'received') return null;
  if (deposit.received_at) return { ...deposit, status: 'received', settled_at: null, due_from: null };
  return { ...deposit, status: 'due', settled_at: null, due_from: now };
}

/** What her dashboard and the /book confirmation say about a deposit. */
export interface DepositNotice {
  /** E.g. "Deposit due $15.00 by Jun 2, 2026 at 12:00 PM", or "Deposit $15.00 received". */
  line: string;
  /** How to pay it (setting deposit_instructions), while it is due and the studio said how. */
  howToPay: string | null;
}

/**
 * The deposit of her booking in her words, or null when it asks for none. The deadline is read in
 * the studio's time zone, as every time she is shown.
 */
export function depositNotice(
  booking: Pick<Booking, 'deposit' | 'deposit_amount' | 'created_at' | 'scheduled_at'>,
  settings: Pick<SettingsValues, 'deposit_due_hours' | 'deposit_instructions' | 'scheduling_timezone'>,
): DepositNotice | null {
  const deposit = depositOf(booking);
  if (!deposit) return null;
  const amount = formatBookingPrice(deposit.amount);
  if (deposit.status !== 'due') return { line: depositOutcomeLine(deposit), howToPay: null };
  const dueAt = depositDueAt(booking, settings.deposit_due_hours);
  const zone = settings.scheduling_timezone;
  const by = dueAt ? ` by ${formatStudioDate(dueAt, zone)} at ${formatStudioTime(dueAt, zone)}` : '';
  const howToPay = settings.deposit_instructions.trim();
  return { line: `Deposit due ${amount}${by}`, howToPay: howToPay === '' ? null : howToPay };
}

/** What became of a deposit, as the client and the booking panel read it. */
export function depositOutcomeLine(deposit: BookingDeposit): string {
  const amount = formatBookingPrice(deposit.amount);
  switch (deposit.status) {
    case 'due':
      return `Deposit ${amount} not received yet`;
    case 'received':
      return `Deposit ${amount} received`;
    case 'kept':
      return `Deposit ${amount} kept by the studio`;
    case 'refunded':
      return `Deposit ${amount} to be refunded`;
    case 'released':
      return 'Deposit not received in time: the booking was released';
  }
}
