import type { BookingStatus } from '../enums/statuses.ts';
import type { BookingTimeOverride } from '../schemas/bookings.ts';
import { completionProblem } from './time-bounds.ts';

/**
 * Where a booking may go from each status (issue 12): scheduled → confirmed → completed;
 * scheduled or confirmed → cancelled (with a reason) or no_show (only once the start plus the
 * grace period has passed). completed, cancelled and no_show are final, except that staff may
 * reopen a wrongly completed booking (completed → confirmed, the reopenBooking callable). One
 * staff booked or moved into the past is completed only a grace period after that (completionProblem).
 * firestore.rules allows exactly the direct changes; keep the two in step.
 */
export const bookingTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  scheduled: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  completed: ['confirmed'],
  cancelled: [],
  no_show: [],
};

/** The statuses whose booking holds its time: a cancelled or missed visit frees the chair. */
export const slotHoldingStatuses: readonly BookingStatus[] = ['scheduled', 'confirmed', 'completed'];

export function holdsSlot(status: BookingStatus): boolean {
  return slotHoldingStatuses.includes(status);
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
}

/** Why a change is refused, in words staff read; null when it is allowed. */
export function bookingStatusChangeProblem(
  from: BookingStatus,
  to: BookingStatus,
  ctx: BookingStatusContext,
): string | null {
  if (!bookingTransitions[from].includes(to))
    return `A ${statusWords[from]} booking cannot become ${statusWords[to]}.`;
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
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/** A staff action on a booking panel; reopen goes through the reopenBooking callable. */
export interface BookingStatusAction {
  readonly to: BookingStatus;
  readonly label: string;
}

export const bookingStatusActions: Readonly<Record<BookingStatus, readonly BookingStatusAction[]>> = {
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
  cancelled: [],
  no_show: [],
};

/** Calendar and badge colours per status (background, text), readable on white. */
export const bookingStatusColors: Readonly<Record<BookingStatus, { background: string; text: string }>> = {
  scheduled: { background: '#DBEAFE', text: '#1E3A8A' },
  confirmed: { background: '#D1FAE5', text: '#065F46' },
  completed: { background: '#E5E7EB', text: '#1F2937' },
  cancelled: { background: '#FEE2E2', text: '#991B1B' },
  no_show: { background: '#FEF3C7', text: '#92400E' },
};

/** Longest a cancellation reason may be (rules check the same). */
export const maxCancellationReasonLength = 500;
