import { collections, resolveSettings, type SettingsValues } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** Every setting, stored values over the registry's defaults (an invalid one falls back). */
export async function readSettings(db: Firestore): Promise<SettingsValues> {
  const [publicDocs, staffDocs] = await Promise.all([
    db.collection(collections.settingsPublic).get(),
    db.collection(collections.settingsStaff).get(),
  ]);
  return resolveSettings(
    [...publicDocs.docs, ...staffDocs.docs].map((d) => ({ key: d.id, value: d.get('value') })),
  );
}
