// Sets open_interests/{clientId} to the number of her interests with status new. The client
// bumps that count herself when she submits (firestore.rules cap it at
// booking_max_open_interests); only this function lowers it, when an interest is answered,
// withdrawn or deleted. Read and written in one transaction, so a submission racing the recount
// makes the recount run again instead of being overwritten by a stale figure.
// Cost: O(her open interests) reads, at most one write.
import { collections } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** Recounts one client; answers the count now stored. */
export async function countOpenInterests(db: Firestore, clientId: string): Promise<number> {
  return db.runTransaction(async (tx) => {
    const open = db
      .collection(collections.bookingInterests)
      .where('client_id', '==', clientId)
      .where('status', '==', 'new');
    const ref = db.collection(collections.openInterests).doc(clientId);
    const [interests, stored] = await Promise.all([tx.get(open), tx.get(ref)]);
    const count = interests.size;
    // A count already right is left alone (no write, no event).
    if (stored.exists && stored.get('count') === count) return count;
    // Only the count: last_interest_id stays the client's last bump, as the rules read it.
    tx.set(ref, { count }, { merge: true });
    return count;
  });
}
