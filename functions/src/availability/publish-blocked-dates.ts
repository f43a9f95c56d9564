// Publishes public_availability/blocked_dates: the upcoming blocked_time_slots without their
// reasons, which are private to staff. Recomputed from the slots as they are now, inside a
// transaction, so retries, duplicated and out-of-order events all end in the same document.
// Cost: O(upcoming slots) reads, one write.
import {
  blockedTimeSlotSchema,
  collections,
  publicAvailabilityDocs,
  publicBlockedDates,
} from '@studio/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';

export function blockedDatesRef(db: Firestore) {
  return db.collection(collections.publicAvailability).doc(publicAvailabilityDocs.blockedDates);
}

/** Rewrites the public copy; answers how many slots it now lists. */
export async function publishBlockedDates(db: Firestore, now = new Date()): Promise<number> {
  return db.runTransaction(async (tx) => {
    const upcoming = await tx.get(
      db.collection(collections.blockedTimeSlots).where('end_datetime', '>=', now),
    );
    const slots = [];
    for (const doc of upcoming.docs) {
      const parsed = blockedTimeSlotSchema.safeParse(doc.data());
      if (parsed.success) slots.push(parsed.data);
      else logger.warn(`Malformed blocked time slot ${doc.id} left out of the public copy`);
    }
    const { slots: published } = publicBlockedDates(slots, now);
    tx.set(blockedDatesRef(db), { slots: published, updated_at: FieldValue.serverTimestamp() });
    return published.length;
  });
}
