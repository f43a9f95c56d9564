// cleanExpiredHolds: deletes the holds whose time has lapsed (issue 32). Availability already
// ignores them from the moment they expire (free-time.ts isHoldLive); this only keeps the
// collection small. Replays are harmless: it deletes what is expired when it runs.
import { collections } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../shared/admin.ts';

/** Deletes expired holds in pages of `page`; returns how many went. */
export async function cleanExpiredHoldsAt(firestore: Firestore, now: Date, page = 300): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = await firestore
      .collection(collections.bookingHolds)
      .where('expires_at', '<=', now)
      .limit(page)
      .get();
    if (expired.empty) return deleted;
    const batch = firestore.batch();
    for (const doc of expired.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += expired.size;
    if (expired.size < page) return deleted;
  }
}

export const cleanExpiredHolds = onSchedule({ schedule: 'every 5 minutes', retryCount: 1 }, async () => {
  const deleted = await cleanExpiredHoldsAt(db, new Date());
  if (deleted > 0) logger.info(`Deleted ${deleted} expired booking holds.`);
});
