// Reads a client's bookings and the loyalty settings and writes loyalty_points/{uid} and the
// profile's derived fields, in one transaction so a concurrent recompute cannot interleave.
// Cost: O(the client's bookings) reads, two writes.
import { collections } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { loyaltyWrite } from './derive.ts';

const loyaltySettingKeys = ['loyalty_points_per_dollar', 'loyalty_tier_thresholds'] as const;

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
    const write = loyaltyWrite(
      clientId,
      bookings.docs.map((d) => ({ id: d.id, data: d.data() })),
      entries,
    );
    if (write.skipped.length > 0)
      logger.warn(`Malformed bookings left out of loyalty: ${write.skipped.join(', ')}`);
    tx.set(db.collection(collections.loyaltyPoints).doc(clientId), write.loyalty);
    // A booking may name a client whose profile is gone: loyalty is kept, no stub profile made.
    if (profile.exists) tx.update(profileRef, { ...write.profile });
  });
}
