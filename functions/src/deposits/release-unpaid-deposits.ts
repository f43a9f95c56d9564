// releaseUnpaidDeposits (issue 32): with deposit_required on, a booking whose deposit is still
// unpaid deposit_due_hours after it was made (domain depositDueAt, never later than the visit, the
// deadline the panel and her dashboard show) is cancelled, so its time frees for other clients.
// The domain's depositReleaseDecision decides, again inside each booking's transaction, so a
// deposit recorded a moment before is never released. The cancellation's message (with its
// reason) goes out from onBookingWrittenNotify, as every cancellation's does; a replayed run
// finds nothing left to release, so she is told once.
import {
  bookingSchema,
  collections,
  depositOf,
  depositReleaseDecision,
  releasedDeposit,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { touchBookingDays } from '../bookings/booking-slots.ts';
import { readBookingInTransaction } from '../bookings/read-booking.ts';
import { db } from '../shared/admin.ts';
import { decodeDocument } from '../shared/decode.ts';
import { readSettings } from '../shared/settings.ts';

/** Who a release is recorded as: no person pressed anything. */
export const depositReleaseActor = 'deposit-release';

/** Cancels every booking whose unpaid deposit is past due at `now`; returns their ids. */
export async function releaseUnpaidDepositsAt(firestore: Firestore, now: Date): Promise<string[]> {
  const settings = await readSettings(firestore);
  if (!settings.deposit_required) return [];
  // Only visits still to come can be released: one range on one field, no composite index. The
  // rest of the decision (status, deposit, deadline) is the domain's, on each document.
  const upcoming = await firestore.collection(collections.bookings).where('scheduled_at', '>', now).get();
  const candidates = upcoming.docs.filter((doc) => {
    const booking = decodeDocument(bookingSchema, doc.data(), `Booking ${doc.id}`);
    return booking !== null && depositReleaseDecision(booking, settings, now).release;
  });
  const released: string[] = [];
  for (const doc of candidates) {
    const done = await firestore.runTransaction(async (tx) => {
      const { ref, booking, minutes } = await readBookingInTransaction(firestore, tx, doc.id);
      const decision = depositReleaseDecision(booking, settings, now);
      const deposit = depositOf(booking);
      if (!decision.release || !deposit) return false;
      const interval = {
        start: booking.scheduled_at,
        end: new Date(booking.scheduled_at.getTime() + minutes * 60_000),
      };
      touchBookingDays(firestore, tx, interval, ref.id, now);
      tx.update(ref, {
        status: 'cancelled',
        cancellation_reason: decision.reason,
        status_changed_by: depositReleaseActor,
        status_changed_at: now,
        deposit: releasedDeposit(deposit, now),
      });
      return true;
    });
    if (done) released.push(doc.id);
  }
  return released;
}

export const releaseUnpaidDeposits = onSchedule({ schedule: 'every 15 minutes', retryCount: 1 }, async () => {
  const released = await releaseUnpaidDepositsAt(db, new Date());
  if (released.length > 0)
    logger.info(`Released ${released.length} bookings with unpaid deposits: ${released.join(', ')}`);
});
