// Check-in and the visit's progress (issue 34): from 30 minutes before her start a client says she
// is here; staff mark the visit started, and finished through the existing Complete.
import { isActiveBooking } from '../bookings/status.ts';
import type { BookingStatus } from '../enums/statuses.ts';

const minuteMs = 60_000;

/** How long before her start a client may check in. */
export const checkInOpensMinutes = 30;

interface ProgressBooking {
  client_id: string;
  status: BookingStatus;
  scheduled_at: Date;
  checked_in_at?: Date | null;
  started_at?: Date | null;
}

/** When her "I'm here" appears. */
export function checkInOpensAt(scheduledAt: Date): Date {
  return new Date(scheduledAt.getTime() - checkInOpensMinutes * minuteMs);
}

/** Whether her dashboard offers "I'm here" for this booking at `now`. */
export function canCheckIn(booking: ProgressBooking, now: Date): boolean {
  return (
    isActiveBooking(booking.status) &&
    !booking.checked_in_at &&
    !booking.started_at &&
    now.getTime() >= checkInOpensAt(booking.scheduled_at).getTime()
  );
}

/** Who checks in. A client only herself; staff anyone. */
export interface CheckInCaller {
  uid: string;
  isStaff: boolean;
}

/** Why a check-in is refused, in the caller's words; null when it is recorded. */
export function checkInProblem(booking: ProgressBooking, caller: CheckInCaller, now: Date): string | null {
  if (!caller.isStaff && booking.client_id !== caller.uid) return 'That appointment is not yours.';
  if (!isActiveBooking(booking.status))
    return `This appointment is ${statusWords[booking.status]}, so there is nothing to check in for.`;
  if (booking.checked_in_at) return 'She is already checked in.';
  if (!caller.isStaff && now.getTime() < checkInOpensAt(booking.scheduled_at).getTime())
    return `You can check in from ${checkInOpensMinutes} minutes before your appointment.`;
  return null;
}

/** Why staff may not mark the visit started; null when allowed. */
export function startVisitProblem(booking: ProgressBooking): string | null {
  if (!isActiveBooking(booking.status))
    return `This appointment is ${statusWords[booking.status]}, so it cannot be started.`;
  if (booking.started_at) return 'This visit has already started.';
  return null;
}

/** A visit in the chair past its planned end: what the Today board calls running over. */
export function isRunningOver(
  booking: { status: BookingStatus; started_at?: Date | null; finished_at?: Date | null; plannedEnd: Date },
  now: Date,
): boolean {
  return (
    isActiveBooking(booking.status) &&
    !!booking.started_at &&
    !booking.finished_at &&
    now.getTime() > booking.plannedEnd.getTime()
  );
}

const statusWords: Record<BookingStatus, string> = {
  pending: 'waiting for the studio to accept it',
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
};

/**
 * The live-day word on a staff calendar's booking (issue 34): finished, in the chair, or arrived
 * (with the time); null before she arrives.
 */
export function liveDayLabel(
  booking: { checked_in_at?: Date | null; started_at?: Date | null; finished_at?: Date | null },
  formatTime: (at: Date) => string,
): string | null {
  if (booking.finished_at) return 'Finished';
  if (booking.started_at) return 'In the chair';
  if (booking.checked_in_at) return `Arrived ${formatTime(booking.checked_in_at)}`;
  return null;
}
