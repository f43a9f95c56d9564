import type { SettingsValues } from '@studio/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type PublicQuery, usePublicDocs } from '../lib/firebase/index.ts';

export interface PublicSettingsState {
  /** Every public setting, stored values over the spec's defaults. */
  settings: SettingsValues;
  /** False until the first snapshot (or a failed read): the values are the defaults until then. */
  loaded: boolean;
}

/**
 * settings_public as one query, read raw. No validating converter here on purpose: resolveSettings
 * checks each value and falls back to its default, so one bad document cannot break the whole site.
 */
export const publicSettingsQuery: PublicQuery = { collection: 'settingsPublic' };

/** Stored documents → the key/value entries resolveSettings reads (anything odd is skipped). */
export function settingEntries(docs: readonly Record<string, unknown>[]) {
  return docs.flatMap((doc) => (typeof doc.key === 'string' ? [{ key: doc.key, value: doc.value }] : []));
}

// The defaults come as data (web/build/default-settings.ts): the first chunk holds no zod.
const initial: PublicSettingsState = { settings: __DEFAULT_SETTINGS__, loaded: false };
/** Exported for screen tests, which hand a screen the settings after a change. */
export const PublicSettingsContext = createContext<PublicSettingsState>(initial);

/**
 * The public settings for the whole app: for a signed-in user one live listener (staff switching
 * the shop off updates her open pages at once), for a visitor one read (lite-firebase.ts), made
 * live when she signs in. If the read fails, the defaults stay (products and blog on) and the
 * site still renders.
 */
export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const stored = usePublicDocs(publicSettingsQuery, loadSettingsResolver, settingsNotRead);
  const state = useMemo(
    () =>
      stored.status === 'loading' ? initial : { settings: stored.data ?? initial.settings, loaded: true },
    [stored],
  );
  return <PublicSettingsContext.Provider value={state}>{children}</PublicSettingsContext.Provider>;
}

/** Checking stored values takes the registry's schemas (zod): loaded beside the reading chunk. */
async function loadSettingsResolver() {
  const { resolveSettings } = await import('@studio/domain/settings/settings');
  return (docs: Record<string, unknown>[]) => resolveSettings(settingEntries(docs));
}

function settingsNotRead(error: unknown) {
  console.error('The public settings could not be read; using the defaults:', error);
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
