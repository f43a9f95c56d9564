import type { SettingsValues } from '@studio/domain';
import type { Firestore } from 'firebase/firestore';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { loadedFirebase, loadFirebase } from '../lib/firebase/index.ts';

export interface PublicSettingsState {
  /** Every public setting, stored values over the spec's defaults. */
  settings: SettingsValues;
  /** False until the first snapshot (or a failed read): the values are the defaults until then. */
  loaded: boolean;
}

/**
 * settings_public as one query. No validating converter here on purpose: resolveSettings checks
 * each value and falls back to its default, so one bad document cannot break the whole site.
 * Whoever holds a Firestore instance has the Firebase chunk loaded (see firebase-loader.tsx).
 */
export function publicSettingsQuery(db: Firestore) {
  const firebase = loadedFirebase();
  if (!firebase) throw new Error('publicSettingsQuery needs the Firebase chunk (loadFirebase) first');
  return firebase.publicSettingsQuery(db);
}

/** Stored documents → the key/value entries resolveSettings reads (anything odd is skipped). */
export function settingEntries(docs: readonly Record<string, unknown>[]) {
  return docs.flatMap((doc) => (typeof doc.key === 'string' ? [{ key: doc.key, value: doc.value }] : []));
}

// The defaults come as data (web/build/default-settings.ts): the first chunk holds no zod.
const initial: PublicSettingsState = { settings: __DEFAULT_SETTINGS__, loaded: false };
const PublicSettingsContext = createContext<PublicSettingsState>(initial);

/**
 * One live listener on the public settings for the whole app, from the moment the Firebase chunk
 * is in: staff switching the shop off updates open pages at once. If the read fails, the
 * defaults stay (products and blog on) and the site still renders.
 */
export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    const fail = (error: unknown) => {
      console.error('The public settings could not be read; using the defaults:', error);
      if (active) setState((s) => ({ ...s, loaded: true }));
    };
    // Checking stored values takes the registry's schemas (zod): loaded beside the Firebase chunk.
    const resolving = import('@studio/domain/settings/settings');
    Promise.all([loadFirebase(), resolving]).then(([firebase, { resolveSettings }]) => {
      if (!active) return;
      stop = firebase.watchPublicSettings(
        (docs) => setState({ settings: resolveSettings(settingEntries(docs)), loaded: true }),
        fail,
      );
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return <PublicSettingsContext.Provider value={state}>{children}</PublicSettingsContext.Provider>;
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
