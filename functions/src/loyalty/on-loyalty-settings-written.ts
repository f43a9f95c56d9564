// Points per dollar and the tier thresholds are settings: when the owner changes one, every
// client's points and tier are derived again, so no dashboard keeps showing the old figures.
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
    const before = event.data?.before.get('value');
    const after = event.data?.after.get('value');
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await recomputeAllLoyalty(db);
  },
);
