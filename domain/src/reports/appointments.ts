// Appointments by status, the no-show and late-cancellation rates, and deposits (issue 33).
// A cancellation is the client's when she made it herself (status_changed_by is her uid: the
// cancelOwnBooking callable records it so), else the studio's.
import type { ReportBooking } from './report-input.ts';
import { centsOf, shareOf } from './report-input.ts';

export const reportStatuses = [
  'pending',
  'scheduled',
  'confirmed',
  'completed',
  'cancelled_by_studio',
  'cancelled_by_client',
  'no_show',
  'unknown',
] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportStatusLabels: Record<ReportStatus, string> = {
  pending: 'Pending approval',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled_by_studio: 'Cancelled by the studio',
  cancelled_by_client: 'Cancelled by the client',
  no_show: 'No-show',
  unknown: 'Unknown',
};

export function reportStatusOf(booking: ReportBooking): ReportStatus {
  if (booking.status === 'cancelled')
    return booking.status_changed_by === booking.client_id ? 'cancelled_by_client' : 'cancelled_by_studio';
  return (reportStatuses as readonly string[]).includes(booking.status)
    ? (booking.status as ReportStatus)
    : 'unknown';
}

/** Cancelled less than the cancellation window before its start (or after it). */
export function isLateCancellation(booking: ReportBooking, windowHours: number): boolean {
  if (booking.status !== 'cancelled' || !booking.status_changed_at) return false;
  const noticeMs = booking.scheduled_at.getTime() - booking.status_changed_at.getTime();
  return noticeMs < windowHours * 3_600_000;
}

export interface StatusCount {
  status: ReportStatus;
  count: number;
}

export function appointmentsByStatus(bookings: readonly ReportBooking[], unreadable: number): StatusCount[] {
  const counts = new Map<ReportStatus, number>(reportStatuses.map((s) => [s, 0]));
  for (const booking of bookings) {
    const status = reportStatusOf(booking);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  counts.set('unknown', (counts.get('unknown') ?? 0) + unreadable);
  return reportStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

export interface AttendanceRates {
  noShows: number;
  /** Appointments not cancelled: the ones a client was expected at. */
  expected: number;
  noShowRate: number | null;
  lateCancellations: number;
  /** Every readable appointment of the period. */
  appointments: number;
  lateCancellationRate: number | null;
}

/**
 * No-show rate: no-shows over the appointments that were not cancelled. Late-cancellation rate:
 * cancellations inside the cancellation window over all the period's appointments.
 */
export function attendanceRates(bookings: readonly ReportBooking[], windowHours: number): AttendanceRates {
  const noShows = bookings.filter((b) => b.status === 'no_show').length;
  const expected = bookings.filter((b) => b.status !== 'cancelled').length;
  const lateCancellations = bookings.filter((b) => isLateCancellation(b, windowHours)).length;
  return {
    noShows,
    expected,
    noShowRate: shareOf(noShows, expected),
    lateCancellations,
    appointments: bookings.length,
    lateCancellationRate: shareOf(lateCancellations, bookings.length),
  };
}

export interface DepositFigures {
  /** Bookings of the period that record a deposit. */
  bookings: number;
  collectedCents: number;
  /** On completed visits, no-shows and late cancellations: the studio keeps it. */
  keptCents: number;
  /** On cancellations in good time: due back to the client. */
  refundedCents: number;
  /** On visits still to come (scheduled or confirmed). */
  heldCents: number;
}

/**
 * Deposits as bookings store them today (deposit_amount): no payment is recorded yet, so
 * "collected" is every deposit a booking of the period records, and kept or refunded follows the
 * booking's outcome and the cancellation policy.
 */
export function depositFigures(bookings: readonly ReportBooking[], windowHours: number): DepositFigures {
  const figures: DepositFigures = {
    bookings: 0,
    collectedCents: 0,
    keptCents: 0,
    refundedCents: 0,
    heldCents: 0,
  };
  for (const booking of bookings) {
    const cents = centsOf(booking.deposit_amount);
    if (cents <= 0) continue;
    figures.bookings += 1;
    figures.collectedCents += cents;
    if (booking.status === 'pending' || booking.status === 'scheduled' || booking.status === 'confirmed')
      figures.heldCents += cents;
    else if (booking.status === 'cancelled' && !isLateCancellation(booking, windowHours))
      figures.refundedCents += cents;
    else figures.keptCents += cents;
  }
  return figures;
}
