import {
  collections,
  resolveSettings,
  type SettingKey,
  type SettingValue,
  settingsCollectionFor,
  settingsRegistry,
} from '@studio/domain';
import { collection, doc, type Firestore, query, serverTimestamp, setDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedStatus } from '../../../utils/combined-status.ts';
import { settingEntries } from '../../../utils/public-settings.tsx';
import { staffSettingsQuery } from '../../../utils/staff-access.ts';

/**
 * Every setting, live: settings_public and settings_staff over the registry's defaults. Each
 * value is checked against its key's schema; a bad stored value shows as its default.
 */
export function useAllSettings() {
  const db = useFirestore();
  const publicDocs = useFirestoreCollectionData(query(collection(db, collections.settingsPublic)));
  const staffDocs = useFirestoreCollectionData(staffSettingsQuery(db));
  const values = useMemo(
    () =>
      resolveSettings([...settingEntries(publicDocs.data ?? []), ...settingEntries(staffDocs.data ?? [])]),
    [publicDocs.data, staffDocs.data],
  );
  return {
    status: combinedStatus([publicDocs.status, staffDocs.status]),
    data: values,
    error: publicDocs.error ?? staffDocs.error,
  };
}

/**
 * Writes one setting as {key, value, category, updated_by, updated_at} to the half of the
 * settings its registry entry names (the rules check the same envelope).
 */
export function saveSetting<K extends SettingKey>(
  db: Firestore,
  key: K,
  value: SettingValue<K>,
  uid: string,
) {
  return setDoc(doc(db, settingsCollectionFor(key), key), {
    key,
    value,
    category: settingsRegistry[key].tab,
    updated_by: uid,
    updated_at: serverTimestamp(),
  });
}
