// Appointments by status, the no-show and late-cancellation rates, and deposits (issue 33), from
// the period's day rollups.
// A cancellation is the client's when she made it herself (status_changed_by is her uid: the
// cancelOwnBooking callable records it so), else the studio's.
import type { ReportDay } from './report-day.ts';
import type { ReportBooking } from './report-input.ts';
import { shareOf } from './report-input.ts';

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

/**
 * A cancellation made with less notice than the cancellation window (or after the start) is late;
 * one without a recorded time is not. The day rollup keeps the notice, so the window applies
 * whenever the report is built, with the setting as it is then.
 */
export function isLateNotice(noticeMs: number | null, windowHours: number): boolean {
  return noticeMs !== null && noticeMs < windowHours * 3_600_000;
}

export interface StatusCount {
  status: ReportStatus;
  count: number;
}

/** The period's appointments by status; `unknown` holds the documents that did not read. */
export function appointmentsByStatus(days: readonly ReportDay[]): StatusCount[] {
  return reportStatuses.map((status) => ({
    status,
    count: days.reduce((sum, day) => sum + day.statuses[status], 0),
  }));
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

const cancelledStatuses: readonly ReportStatus[] = ['cancelled_by_studio', 'cancelled_by_client'];

/**
 * No-show rate: no-shows over the appointments that were not cancelled. Late-cancellation rate:
 * cancellations inside the cancellation window over all the period's appointments.
 */
export function attendanceRates(days: readonly ReportDay[], windowHours: number): AttendanceRates {
  const counts = appointmentsByStatus(days);
  const total = (keep: (status: ReportStatus) => boolean) =>
    counts.filter((c) => keep(c.status)).reduce((sum, c) => sum + c.count, 0);
  const noShows = total((s) => s === 'no_show');
  const appointments = total((s) => s !== 'unknown');
  const expected = appointments - total((s) => cancelledStatuses.includes(s));
  const lateCancellations = days
    .flatMap((day) => day.cancellations)
    .filter((c) => isLateNotice(c.notice_ms, windowHours)).length;
  return {
    noShows,
    expected,
    noShowRate: shareOf(noShows, expected),
    lateCancellations,
    appointments,
    lateCancellationRate: shareOf(lateCancellations, appointments),
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
export function depositFigures(days: readonly ReportDay[], windowHours: number): DepositFigures {
  const figures: DepositFigures = {
    bookings: 0,
    collectedCents: 0,
    keptCents: 0,
    refundedCents: 0,
    heldCents: 0,
  };
  for (const day of days) {
    figures.bookings += day.deposits.bookings;
    figures.collectedCents += day.deposits.collected_cents;
    figures.keptCents += day.deposits.kept_cents;
    figures.heldCents += day.deposits.held_cents;
    for (const cancellation of day.cancellations) {
      if (isLateNotice(cancellation.notice_ms, windowHours)) figures.keptCents += cancellation.deposit_cents;
      else figures.refundedCents += cancellation.deposit_cents;
    }
  }
  return figures;
}
