// A client cancelling her own appointment (issue 15): allowed while it is more than
// booking_settings.cancellationWindow hours away; the cancelOwnBooking callable enforces it and
// the dashboard explains it with the same words.
import { z } from 'zod';
import type { Booking } from '../schemas/bookings.ts';
import { documentIdSchema } from '../schemas/fields.ts';
import { isUpcomingBooking } from './status.ts';

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
  if (!isUpcomingBooking(booking.status))
    return `This appointment is already ${booking.status === 'no_show' ? 'marked as missed' : booking.status}.`;
  if (now.getTime() >= booking.scheduled_at.getTime()) return 'This appointment has already started.';
  // A booking still waiting for approval was never promised: she may withdraw it until it starts.
  if (booking.status === 'pending') return null;
  if (now.getTime() >= cancellationClosesAt(booking.scheduled_at, windowHours).getTime())
    return `Online cancellation closes ${windowHours} ${windowHours === 1 ? 'hour' : 'hours'} before the appointment. Please message the studio.`;
  return null;
}
