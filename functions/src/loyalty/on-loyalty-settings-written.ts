// Points per dollar and the tier thresholds are settings: when the owner changes one, every
// client's points and tier are derived again, so no dashboard keeps showing the old figures. A
// change applied to past bookings may keep the value and clear the earlier ones: that counts too.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { loyaltySettingKeys, recomputeAllLoyalty } from './recompute-loyalty.ts';

function isLoyaltySetting(key: string): boolean {
  return (loyaltySettingKeys as readonly string[]).includes(key);
}

export const onLoyaltySettingWritten = onDocumentWritten(
  retriedTrigger(`${collections.settingsPublic}/{key}`),
  async (event) => {
    if (!isLoyaltySetting(event.params.key)) return;
    const loyaltyFields = (snapshot: { get(field: string): unknown } | undefined) => [
      snapshot?.get('value'),
      snapshot?.get('earlier'),
    ];
    const before = loyaltyFields(event.data?.before);
    const after = loyaltyFields(event.data?.after);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await recomputeAllLoyalty(db);
  },
);
