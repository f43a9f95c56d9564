// cancelOwnBooking: a client cancels her own upcoming appointment while it is more than
// booking_settings.cancellationWindow hours away (domain clientCancellationProblem; the rules let
// no browser write her booking). In one transaction: the booking read and checked, cancelled
// with who and when, and its day locks written, as every booking transaction does, so a
// booking racing for the freed time sees it cancelled or waits. A received deposit is refunded or
// kept as the policy says (domain depositAfterStatusChange).
import {
  type CancelOwnBookingInput,
  cancelOwnBookingRequestSchema,
  clientCancellationProblem,
  clientCancellationReason,
  depositAfterStatusChange,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { readSettings } from './booking-context.ts';
import { touchBookingDays } from './booking-slots.ts';
import { readBookingInTransaction } from './read-booking.ts';

export async function cancelOwnBookingFor(
  firestore: Firestore,
  clientId: string,
  input: CancelOwnBookingInput,
  now: Date,
): Promise<{ bookingId: string }> {
  const settings = await readSettings(firestore);
  return firestore.runTransaction(async (tx) => {
    const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, input.bookingId);
    // Another client's booking is answered like a missing one: its existence is not hers to learn.
    if (booking.client_id !== clientId) throw new HttpsError('not-found', 'That booking no longer exists.');
    const problem = clientCancellationProblem(
      booking,
      clientId,
      now,
      settings.booking_settings.cancellationWindow,
    );
    if (problem) throw new HttpsError('failed-precondition', problem);
    const interval = {
      start: booking.scheduled_at,
      end: new Date(booking.scheduled_at.getTime() + minutes * 60_000),
    };
    touchBookingDays(firestore, tx, interval, ref.id, now);
    const deposit = depositAfterStatusChange(booking, 'cancelled', settings, now);
    tx.update(ref, {
      ...(deposit && { deposit }),
      status: 'cancelled',
      cancellation_reason: clientCancellationReason,
      status_changed_by: clientId,
      status_changed_at: now,
    });
    return { bookingId: ref.id };
  });
}

export const cancelOwnBooking = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to cancel an appointment.');
  const input = decodeRequest(cancelOwnBookingRequestSchema, request.data);
  return cancelOwnBookingFor(db, request.auth.uid, input, new Date());
});
