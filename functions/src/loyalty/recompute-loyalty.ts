// Reads a client's bookings and the loyalty settings and writes loyalty_points/{uid} and the
// profile's derived fields, in one transaction so a concurrent recompute cannot interleave.
// Cost: O(the client's bookings) reads, two writes.
import { collections, loyaltyHistoryFrom, loyaltyRuleKeys } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { loyaltyWrite } from './derive.ts';

/** The settings loyalty is derived with; a change to either recomputes every client. */
export const loyaltySettingKeys = loyaltyRuleKeys;

export async function recomputeLoyalty(db: Firestore, clientId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const bookingsQuery = db.collection(collections.bookings).where('client_id', '==', clientId);
    const settingRefs = loyaltySettingKeys.map((key) => db.collection(collections.settingsPublic).doc(key));
    const profileRef = db.collection(collections.profiles).doc(clientId);
    const [bookings, profile, ...settings] = await Promise.all([
      tx.get(bookingsQuery),
      tx.get(profileRef),
      ...settingRefs.map((ref) => tx.get(ref)),
    ]);
    const entries = settings.filter((s) => s.exists).map((s) => ({ key: s.id, value: s.get('value') }));
    const history = loyaltyHistoryFrom(settings.map((s) => ({ key: s.id, data: s.data() })));
    const write = loyaltyWrite(
      clientId,
      bookings.docs.map((d) => ({ id: d.id, data: d.data() })),
      entries,
      history,
    );
    if (write.skipped.length > 0)
      logger.warn(`Malformed bookings left out of loyalty: ${write.skipped.join(', ')}`);
    const loyaltyRef = db.collection(collections.loyaltyPoints).doc(clientId);
    // A booking may name a client without a profile (gone, or never made): no loyalty for her,
    // no stub profile, and no orphan loyalty_points left behind. Logged, not retried.
    if (!profile.exists) {
      logger.warn(`Bookings name client ${clientId}, who has no profile: no loyalty kept`);
      tx.delete(loyaltyRef);
      return;
    }
    tx.set(loyaltyRef, write.loyalty);
    tx.update(profileRef, { ...write.profile });
  });
}

/**
 * Recomputes every client who has loyalty (each has a loyalty_points document from her first
 * booking write; one who never booked has no points under any setting), a page of ids at a time.
 * Run when a loyalty setting changes. Cost: O(all bookings) reads, on a rare owner action only.
 */
export async function recomputeAllLoyalty(db: Firestore, pageSize = 100): Promise<number> {
  let done = 0;
  let last: string | undefined;
  for (;;) {
    let page = db.collection(collections.loyaltyPoints).orderBy('__name__').select().limit(pageSize);
    if (last !== undefined) page = page.startAfter(last);
    const ids = (await page.get()).docs.map((doc) => doc.id);
    // A page at a time keeps a bounded number of transactions in flight.
    await Promise.all(ids.map((id) => recomputeLoyalty(db, id)));
    done += ids.length;
    if (ids.length < pageSize) return done;
    last = ids[ids.length - 1];
  }
}
