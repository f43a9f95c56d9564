import type { BookingStatus } from '../enums/statuses.ts';
import type { BookingTimeOverride } from '../schemas/bookings.ts';
import { completionProblem } from './time-bounds.ts';

/**
 * Where a booking may go from each status (issue 12): pending (an online booking waiting for
 * approval, issue 32) → scheduled (Accept) or cancelled with a reason she reads (Decline);
 * scheduled → confirmed → completed;
 * scheduled or confirmed → cancelled (with a reason) or no_show (only once the start plus the
 * grace period has passed); completed only from the start, or earlier with the "completed early"
 * confirmation (issue 29). completed, cancelled and no_show are final for a direct write; the
 * reopenBooking callable reopens a wrongly completed booking and lets the owner reinstate a
 * cancelled or no-show one while its time is free (reopenBookingProblem), back to confirmed.
 * One staff booked or moved into the past is completed only a grace period after that
 * (completionProblem).
 */
export const bookingTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['scheduled', 'cancelled'],
  scheduled: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  completed: ['confirmed'],
  cancelled: ['confirmed'],
  no_show: ['confirmed'],
};

/**
 * The statuses whose booking holds its time: a cancelled or missed visit frees the chair. A
 * pending one holds it too, so the time is still hers when staff accept (issue 32).
 */
export const slotHoldingStatuses: readonly BookingStatus[] = [
  'pending',
  'scheduled',
  'confirmed',
  'completed',
];

export function holdsSlot(status: BookingStatus): boolean {
  return slotHoldingStatuses.includes(status);
}

/**
 * The statuses of a visit that will happen (issue 29): the ones checked in, run late and moved.
 * A pending booking is not one yet: the studio has not accepted it.
 */
export function isActiveBooking(status: BookingStatus): boolean {
  return status === 'scheduled' || status === 'confirmed';
}

/** A visit still to come or still waiting for the studio's answer: what her Upcoming list shows. */
export function isUpcomingBooking(status: BookingStatus): boolean {
  return status === 'pending' || isActiveBooking(status);
}

/**
 * A client's appointments as her dashboard lists them: Upcoming holds the visits from `since` on
 * that will happen or wait for approval, soonest first; the rest of those (cancelled, declined, or
 * completed early) join the past ones, newest first, where their status is read.
 */
export function splitMyAppointments<B extends { status: BookingStatus }>(
  fromNow: readonly B[],
  before: readonly B[],
): { upcoming: B[]; past: B[] } {
  return {
    upcoming: fromNow.filter((b) => isUpcomingBooking(b.status)),
    past: [...fromNow.filter((b) => !isUpcomingBooking(b.status)).reverse(), ...before],
  };
}

/** What the time-dependent checks need to know. */
export interface BookingStatusContext {
  now: Date;
  scheduledAt: Date;
  /** Setting scheduling_grace_period_minutes. */
  graceMinutes: number;
  /** The booking's recorded time override and when its time was set (absent: none). */
  timeOverride?: BookingTimeOverride | null;
  timeSetAt?: Date | null;
  /**
   * Staff confirmed that the visit is over before its booked start (issue 29). The booking
   * records it as `completed_early`, so a Complete pressed by mistake on tomorrow's visit is
   * refused rather than silently counted toward her loyalty.
   */
  completedEarly?: boolean;
}

/** Whether a Complete at `now` comes before the booked start, and so needs the early confirmation. */
export function isEarlyCompletion(ctx: Pick<BookingStatusContext, 'now' | 'scheduledAt'>): boolean {
  return ctx.now.getTime() < ctx.scheduledAt.getTime();
}

/** Why a change is refused, in words staff read; null when it is allowed. */
export function bookingStatusChangeProblem(
  from: BookingStatus,
  to: BookingStatus,
  ctx: BookingStatusContext,
): string | null {
  if (!bookingTransitions[from].includes(to))
    return `A ${statusWords[from]} booking cannot become ${statusWords[to]}.`;
  // Accept books her time to come: once it has begun, the booking panel offers Decline only.
  if (from === 'pending' && to === 'scheduled' && ctx.now.getTime() >= ctx.scheduledAt.getTime())
    return 'Its time has come and gone, so it can no longer be accepted: decline it instead.';
  if (to === 'completed' && isEarlyCompletion(ctx) && !ctx.completedEarly)
    return 'A booking can be completed only from its start time, unless you confirm it was completed early.';
  if (to === 'no_show') {
    const noShowFrom = ctx.scheduledAt.getTime() + ctx.graceMinutes * 60_000;
    if (ctx.now.getTime() < noShowFrom)
      return `A booking can be marked as a no-show only ${ctx.graceMinutes} minutes after it starts.`;
  }
  if (to === 'completed')
    return completionProblem({
      time_override: ctx.timeOverride ?? null,
      time_set_at: ctx.timeSetAt ?? null,
      now: ctx.now,
      graceMinutes: ctx.graceMinutes,
    });
  return null;
}

export function canChangeBookingStatus(
  from: BookingStatus,
  to: BookingStatus,
  ctx: BookingStatusContext,
): boolean {
  return bookingStatusChangeProblem(from, to, ctx) === null;
}

const statusWords: Record<BookingStatus, string> = {
  pending: 'pending',
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/**
 * Who may reinstate a booking through the reopenBooking callable (issue 29): staff who manage
 * bookings reopen a wrongly completed one; only the owner brings a cancelled or missed visit
 * back, since a cancellation may have refunded a deposit. Either way the callable refuses when
 * the time is no longer free. Null when allowed, else the reason in staff's words.
 */
export function reopenBookingProblem(from: BookingStatus, callerIsOwner: boolean): string | null {
  if (from === 'completed') return null;
  if (from === 'cancelled' || from === 'no_show')
    return callerIsOwner ? null : `Only the owner can reinstate a ${statusWords[from]} booking.`;
  if (from === 'pending') return 'This booking waits for approval: accept or decline it.';
  return `A ${statusWords[from]} booking is already active.`;
}

/**
 * How long the person who marked a no-show may take it back (the Undo of its toast), through
 * changeBookingStatus, back to the status it had while its time is free. Later, only the owner
 * reinstates it, through reopenBooking, which checks the same.
 */
export const noShowUndoMinutes = 2;

/** What the changeBookingStatus callable needs to know besides the time checks. */
export interface StaffStatusChange extends BookingStatusContext {
  /** Who asks. */
  callerUid: string;
  /** Who last changed the booking's status, and when (the No-show's Undo is theirs, for a while). */
  statusChangedBy: string | null;
  statusChangedAt: Date | null;
  /** A cancellation's reason, trimmed. */
  reason?: string;
  /** She checked in, or her visit started (issue 34): then she is no no-show. */
  checkedIn?: boolean;
}

/**
 * Why staff may not move a booking from `from` to `to` with changeBookingStatus (issue 31: the
 * one home of this decision; firestore.rules no longer carry the table), in their words; null
 * when allowed. Confirm, complete, cancel (with a reason) and no-show follow bookingTransitions
 * and their time checks; whoever marked a no-show may put it back to the status it had within
 * noShowUndoMinutes (the callable also checks the time is still free). Bringing back a completed,
 * cancelled or missed booking otherwise is reopenBooking's.
 */
export function staffStatusChangeProblem(
  from: BookingStatus,
  to: BookingStatus,
  change: StaffStatusChange,
): string | null {
  if (isNoShowUndo(from, to)) {
    const markedAt = change.statusChangedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    const mine = change.statusChangedBy === change.callerUid;
    return mine && change.now.getTime() < markedAt + noShowUndoMinutes * 60_000
      ? null
      : `Only the person who marked the no-show can undo it, within ${noShowUndoMinutes} minutes. The owner can reinstate it.`;
  }
  if (from === to) return `The booking is already ${statusWords[to]}.`;
  if (from === 'pending') return approvalProblem(to, change);
  if (!isActiveBooking(from))
    return `A ${statusWords[from]} booking is brought back with Reopen or Reinstate, not changed here.`;
  if (to === 'no_show' && change.checkedIn) return 'She checked in, so she cannot be marked as a no-show.';
  if (to === 'cancelled' && !change.reason)
    return 'Say why the booking is cancelled: the reason is kept with it.';
  if (to === 'cancelled' && change.reason && change.reason.length > maxCancellationReasonLength)
    return `The reason is too long: at most ${maxCancellationReasonLength} characters.`;
  return bookingStatusChangeProblem(from, to, change);
}

/**
 * Accept (pending → scheduled) and Decline (pending → cancelled, with a reason she reads) of an
 * online booking that waits for approval (issue 32). Its time was held all along, so Accept needs
 * no free-time check; a time already begun is declined, not accepted into the past
 * (bookingStatusChangeProblem).
 */
function approvalProblem(to: BookingStatus, change: StaffStatusChange): string | null {
  if (to !== 'scheduled' && to !== 'cancelled')
    return 'A booking waiting for approval is accepted or declined first.';
  if (to === 'cancelled' && !change.reason) return 'Say why you decline it: she reads the reason.';
  if (to === 'cancelled' && change.reason && change.reason.length > maxCancellationReasonLength)
    return `The reason is too long: at most ${maxCancellationReasonLength} characters.`;
  return bookingStatusChangeProblem('pending', to, change);
}

/** The Undo of a No-show: back to the status it had, which held its time. */
export function isNoShowUndo(from: BookingStatus, to: BookingStatus): boolean {
  return from === 'no_show' && (to === 'scheduled' || to === 'confirmed');
}

/** The status a reopened or reinstated booking takes. */
export const reopenedStatus = 'confirmed' satisfies BookingStatus;

/** A staff action on a booking panel; reopen goes through the reopenBooking callable. */
export interface BookingStatusAction {
  readonly to: BookingStatus;
  readonly label: string;
}

export const bookingStatusActions: Readonly<Record<BookingStatus, readonly BookingStatusAction[]>> = {
  pending: [
    { to: 'scheduled', label: 'Accept' },
    { to: 'cancelled', label: 'Decline' },
  ],
  scheduled: [
    { to: 'confirmed', label: 'Confirm' },
    { to: 'cancelled', label: 'Cancel' },
    { to: 'no_show', label: 'No-show' },
  ],
  confirmed: [
    { to: 'completed', label: 'Complete' },
    { to: 'cancelled', label: 'Cancel' },
    { to: 'no_show', label: 'No-show' },
  ],
  completed: [{ to: 'confirmed', label: 'Reopen' }],
  cancelled: [{ to: 'confirmed', label: 'Reinstate' }],
  no_show: [{ to: 'confirmed', label: 'Reinstate' }],
};

/** Calendar and badge colours per status (background, text), readable on white. */
export const bookingStatusColors: Readonly<Record<BookingStatus, { background: string; text: string }>> = {
  pending: { background: '#EDE9FE', text: '#5B21B6' },
  scheduled: { background: '#DBEAFE', text: '#1E3A8A' },
  confirmed: { background: '#D1FAE5', text: '#065F46' },
  completed: { background: '#E5E7EB', text: '#1F2937' },
  cancelled: { background: '#FEE2E2', text: '#991B1B' },
  no_show: { background: '#FEF3C7', text: '#92400E' },
};

/** Longest a cancellation reason may be (rules check the same). */
export const maxCancellationReasonLength = 500;
