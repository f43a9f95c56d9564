import { apiKeyFrom } from './env.ts';

/**
 * Whether this browser keeps a signed-in session, known without loading Firebase Auth. Auth's
 * browserLocalPersistence (lib/firebase/auth-sdk.ts) stores the user in localStorage under
 * `firebase:authUser:{apiKey}:{app name}`; a visitor without that entry is signed out, so the
 * header shows Sign In at once and the Auth SDK (about 18 KB gzipped) is not loaded for her.
 * With the entry, Auth loads and decides (the stored session may have expired).
 */
export function storedSessionKey(apiKey: string | undefined, appName = '[DEFAULT]'): string {
  return `firebase:authUser:${apiKey}:${appName}`;
}

// The three variables by name: passing import.meta.env whole would write every VITE_ variable of
// the build into the first load.
const key = storedSessionKey(
  apiKeyFrom({
    VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
    VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    VITE_USE_EMULATORS: import.meta.env.VITE_USE_EMULATORS,
  }),
);

/** A session is stored (signed in on an earlier visit or in another tab). */
export function hasStoredSession(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (storage ?? globalThis.localStorage)?.getItem(key) != null;
  } catch {
    // Storage refused (e.g. blocked cookies): Auth will know; load it.
    return true;
  }
}

/** Calls back when another tab stores a session here (signs in); returns the unsubscribe. */
export function onSessionStoredElsewhere(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue != null) callback();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
