// A client cancelling her own appointment (issue 15): allowed while it is more than
// booking_settings.cancellationWindow hours away; the cancelOwnBooking callable enforces it and
// the dashboard explains it with the same words.
import { z } from 'zod';
import { formatBookingPrice } from '../pricing/money.ts';
import type { Booking } from '../schemas/bookings.ts';
import { documentIdSchema } from '../schemas/fields.ts';

/** The marketing promise (spec: "fully refundable with 6 hours notice"). */
export const depositRefundNoticeHours = 6;

/** What the callable records as the reason of a cancellation she made herself. */
export const clientCancellationReason = 'Cancelled by the client online';

// A document id Firestore takes: a slash or a reserved `__…__` id would make the lookup throw (a 500).
export const cancelOwnBookingRequestSchema = z.object({ bookingId: documentIdSchema });
export type CancelOwnBookingInput = z.output<typeof cancelOwnBookingRequestSchema>;

/** The hour from which online cancellation closes. */
export function cancellationClosesAt(startsAt: Date, windowHours: number): Date {
  return new Date(startsAt.getTime() - windowHours * 3_600_000);
}

/** Why she cannot cancel this booking online, in her words; null when she can. */
export function clientCancellationProblem(
  booking: Pick<Booking, 'client_id' | 'status' | 'scheduled_at'>,
  clientId: string,
  now: Date,
  windowHours: number,
): string | null {
  if (booking.client_id !== clientId) return 'This appointment is not yours.';
  if (booking.status !== 'scheduled' && booking.status !== 'confirmed')
    return `This appointment is already ${booking.status === 'no_show' ? 'marked as missed' : booking.status}.`;
  if (now.getTime() >= booking.scheduled_at.getTime()) return 'This appointment has already started.';
  if (now.getTime() >= cancellationClosesAt(booking.scheduled_at, windowHours).getTime())
    return `Online cancellation closes ${windowHours} hours before the appointment. Please message the studio.`;
  return null;
}

/**
 * The deposit sentence of the confirmation: setting deposit_refundable, and the promise that a
 * deposit is refunded with 6 hours' notice (cancelling later keeps it even when refundable).
 */
export function depositPolicyText(
  booking: Pick<Booking, 'deposit_amount' | 'scheduled_at'>,
  refundable: boolean,
  now: Date,
): string {
  if (booking.deposit_amount <= 0) return 'This appointment has no deposit.';
  const deposit = formatBookingPrice(booking.deposit_amount);
  if (!refundable) return `Your ${deposit} deposit is not refunded when you cancel.`;
  const notice = booking.scheduled_at.getTime() - now.getTime() >= depositRefundNoticeHours * 3_600_000;
  return notice
    ? `Your ${deposit} deposit is refunded in full: deposits are refundable with ${depositRefundNoticeHours} hours' notice.`
    : `Your ${deposit} deposit is not refunded: deposits are refundable only with ${depositRefundNoticeHours} hours' notice.`;
}
