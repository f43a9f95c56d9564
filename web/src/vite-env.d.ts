/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_STORAGE_EMULATOR_HOST?: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST?: string;
  /** True only in the build's prerendering (build/prerender.ts defines it). */
  readonly PRERENDER?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The public settings' defaults as data, defined by the build (web/build/default-settings.ts). */
declare const __DEFAULT_SETTINGS__: import('@studio/domain').SettingsValues;
