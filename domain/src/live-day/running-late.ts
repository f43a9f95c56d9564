// Running late (issue 34): how late a member is today, which of her clients it moves, and who is
// told. Pure: the setRunningLate callable runs it in its transaction, the screens preview with it.
import { bookingStaffId } from '../bookings/staff-member.ts';
import { isActiveBooking } from '../bookings/status.ts';
import type { BookingStatus } from '../enums/statuses.ts';

const minuteMs = 60_000;

/** At most one running-late message per client per this many minutes. */
export const lateNoticeGapMinutes = 30;

/**
 * A member's delay as it stands on `today`: a status of another studio day is over, so the delay
 * clears itself at the end of the day without anything having to run.
 */
export function currentDelay(
  status: { delay_minutes: number; day: string } | null | undefined,
  today: string,
): number {
  return status && status.day === today ? status.delay_minutes : 0;
}

/** Who may say a member is running late: she herself, or staff who manage bookings for anyone. */
export function runningLateProblem(
  callerUid: string,
  staffId: string,
  callerManagesBookings: boolean,
): string | null {
  if (callerUid === staffId || callerManagesBookings) return null;
  return 'You can only say that you yourself are running late.';
}

/** What the running-late decision reads of a booking. */
export interface LiveBooking {
  id: string;
  client_id: string;
  staff_id?: string | null;
  status: BookingStatus;
  scheduled_at: Date;
  checked_in_at?: Date | null;
  started_at?: Date | null;
  late_notice_at?: Date | null;
}

/**
 * The appointments a member's delay moves: hers, still to happen (active, not started), starting
 * from `now` to the end of the studio day. One already under way is not "later".
 */
export function laterAppointments<B extends LiveBooking>(
  bookings: readonly B[],
  staffId: string,
  ownerUid: string,
  now: Date,
  dayEnd: Date,
): B[] {
  return bookings
    .filter(
      (b) =>
        bookingStaffId(b, ownerUid) === staffId &&
        isActiveBooking(b.status) &&
        !b.started_at &&
        b.scheduled_at.getTime() >= now.getTime() &&
        b.scheduled_at.getTime() < dayEnd.getTime(),
    )
    .sort((a, b) => a.scheduled_at.getTime() - b.scheduled_at.getTime());
}

/** When she may now expect to start; null when on time (her dashboard then shows the booked time). */
export function expectedStart(scheduledAt: Date, delayMinutes: number): Date | null {
  return delayMinutes > 0 ? new Date(scheduledAt.getTime() + delayMinutes * minuteMs) : null;
}

/**
 * Whether a client is told of a new delay: never once she has checked in (she is in the lobby),
 * never twice within lateNoticeGapMinutes, and not for "back on time" (her dashboard shows it).
 * The per-day cap of issue 30 is the message queue's, on top of this.
 */
export function lateNoticeDue(booking: LiveBooking, delayMinutes: number, now: Date): boolean {
  if (delayMinutes === 0 || booking.checked_in_at) return false;
  const last = booking.late_notice_at?.getTime();
  return last === undefined || now.getTime() - last >= lateNoticeGapMinutes * minuteMs;
}
