import { collections, resolveSettings, type SettingsValues } from '@studio/domain';
import { collection, type Firestore, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export interface PublicSettingsState {
  /** Every public setting, stored values over the spec's defaults. */
  settings: SettingsValues;
  /** False until the first snapshot: the values are the defaults until then. */
  loaded: boolean;
}

/**
 * settings_public as one query. No validating converter here on purpose: resolveSettings checks
 * each value and falls back to its default, so one bad document cannot break the whole site.
 */
export function publicSettingsQuery(db: Firestore) {
  return query(collection(db, collections.settingsPublic));
}

/** Stored documents → the key/value entries resolveSettings reads (anything odd is skipped). */
export function settingEntries(docs: readonly Record<string, unknown>[]) {
  return docs.flatMap((doc) => (typeof doc.key === 'string' ? [{ key: doc.key, value: doc.value }] : []));
}

/**
 * The public settings, live: staff switching the shop off updates open pages at once. While
 * loading, or if the read fails, the defaults apply (products and blog on), so the site renders.
 * Every caller shares reactfire's one listener.
 */
export function usePublicSettings(): PublicSettingsState {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(publicSettingsQuery(db));
  const docs = status === 'success' ? data : undefined;
  const settings = useMemo(() => resolveSettings(settingEntries(docs ?? [])), [docs]);
  if (error) console.error('Could not read the public settings; using the defaults.', error);
  return { settings, loaded: status !== 'loading' };
}

export interface FeatureToggles {
  products: boolean;
  blog: boolean;
  loaded: boolean;
}

export function featureToggles({ settings, loaded }: PublicSettingsState): FeatureToggles {
  return { products: settings.products_section_enabled, blog: settings.blog_section_enabled, loaded };
}

export function useFeatureToggles(): FeatureToggles {
  return featureToggles(usePublicSettings());
}
