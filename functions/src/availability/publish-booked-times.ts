// Publishes public_availability/booked_times: the upcoming times at which every bookable member is
// booked, without names or prices, for the booking wizard (domain public-booked-times.ts says why).
// Recomputed from the bookings as they are, inside a transaction, so retried, duplicated and
// out-of-order events all end in the same document.
// Cost: the bookings not over yet, at most bookedTimesReadLimit reads, and the team (a few
// documents); one write. A studio with
// more upcoming bookings than the published cap shows its furthest days as open in the wizard,
// where a request is only an interest the studio confirms.
import {
  type BookableTeam,
  bookingSchema,
  bookingsOwnerUid,
  collections,
  maxBookingDurationMinutes,
  publicAvailabilityDocs,
  publicBookedTimesDocument,
  schedulingTeam,
} from '@studio/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { readTeamRecords } from '../bookings/booking-team.ts';

const bookedTimesReadLimit = 1000;

export function bookedTimesRef(db: Firestore) {
  return db.collection(collections.publicAvailability).doc(publicAvailabilityDocs.bookedTimes);
}

/** Rewrites the published times; answers how many it lists. */
export async function publishBookedTimes(db: Firestore, now = new Date()): Promise<number> {
  return db.runTransaction(async (tx) => {
    const since = new Date(now.getTime() - maxBookingDurationMinutes * 60_000);
    const upcoming = await tx.get(
      db
        .collection(collections.bookings)
        .where('scheduled_at', '>=', since)
        .orderBy('scheduled_at')
        .limit(bookedTimesReadLimit),
    );
    const bookings = [];
    for (const doc of upcoming.docs) {
      const parsed = bookingSchema.safeParse(doc.data());
      if (parsed.success) bookings.push(parsed.data);
      else logger.warn(`Malformed booking ${doc.id} left out of the booked times`);
    }
    const { slots } = publicBookedTimesDocument(bookings, now, await bookableTeam(db, tx));
    tx.set(bookedTimesRef(db), { slots, updated_at: FieldValue.serverTimestamp() });
    return slots.length;
  });
}

/** Who can take a client now; none while the studio has no owner (then it is one chair). */
async function bookableTeam(db: Firestore, tx: Transaction): Promise<BookableTeam | undefined> {
  const records = await readTeamRecords(db, tx);
  const ownerUid = bookingsOwnerUid(records);
  if (ownerUid === null) return undefined;
  const memberUids = schedulingTeam(records)
    .filter((member) => member.bookable)
    .map((member) => member.uid);
  return { memberUids, ownerUid };
}
