import {
  collections,
  parseSetting,
  resolveSettings,
  type SettingKey,
  type SettingsValues,
  type SettingValue,
  settingDefault,
  settingsCollectionFor,
} from '@studio/domain';
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

/**
 * One setting, stored value over the registry's default: one document read, for a trigger that
 * needs a single setting on every write (readSettings reads them all).
 */
export async function readSetting<K extends SettingKey>(db: Firestore, key: K): Promise<SettingValue<K>> {
  const stored = await db.collection(settingsCollectionFor(key)).doc(key).get();
  const parsed = parseSetting(key, stored.get('value'));
  return stored.exists && parsed.success ? parsed.data : settingDefault(key);
}
