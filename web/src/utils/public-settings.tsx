import { collections, defaultSettings, resolveSettings, type SettingsValues } from '@studio/domain';
import { collection, type Firestore, query } from 'firebase/firestore';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { ErrorBoundary } from '../components/error-boundary.tsx';

export interface PublicSettingsState {
  /** Every public setting, stored values over the spec's defaults. */
  settings: SettingsValues;
  /** False until the first snapshot (or a failed read): the values are the defaults until then. */
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

const initial: PublicSettingsState = { settings: defaultSettings(), loaded: false };
const PublicSettingsContext = createContext<PublicSettingsState>(initial);

function SettingsListener(props: { onChange: (state: PublicSettingsState) => void }) {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(publicSettingsQuery(db));
  const { onChange } = props;
  useEffect(() => {
    if (status === 'success') onChange({ settings: resolveSettings(settingEntries(data)), loaded: true });
  }, [status, data, onChange]);
  return null;
}

/**
 * One live listener on the public settings for the whole app: staff switching the shop off
 * updates open pages at once. If the read fails, the defaults stay (products and blog on) and
 * the site still renders.
 */
export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initial);
  const onError = useCallback(() => setState((s) => ({ ...s, loaded: true })), []);
  return (
    <PublicSettingsContext.Provider value={state}>
      <ErrorBoundary name="The public settings" fallback={null} onError={onError}>
        <SettingsListener onChange={setState} />
      </ErrorBoundary>
      {children}
    </PublicSettingsContext.Provider>
  );
}

export function usePublicSettings(): PublicSettingsState {
  return useContext(PublicSettingsContext);
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
