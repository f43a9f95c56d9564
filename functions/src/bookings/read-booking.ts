import { type Booking, bookingEnd, bookingSchema, collections } from '@studio/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/** A booking read inside a transaction, with its interval; refused when missing or malformed. */
export async function readBookingInTransaction(firestore: Firestore, tx: Transaction, bookingId: string) {
  const ref = firestore.collection(collections.bookings).doc(bookingId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw new HttpsError('not-found', 'That booking no longer exists.');
  const parsed = bookingSchema.safeParse(snapshot.data());
  if (!parsed.success)
    throw new HttpsError('failed-precondition', 'That booking is damaged; ask the owner to fix it.');
  const booking: Booking = parsed.data;
  const minutes = Math.round((bookingEnd(booking).getTime() - booking.scheduled_at.getTime()) / 60_000);
  return { ref, booking, minutes: Math.max(0, minutes) };
}
