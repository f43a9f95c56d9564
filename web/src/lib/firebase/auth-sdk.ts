import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { emulators, firebaseApp } from './sdk.ts';

/**
 * Firebase Auth for this app, pointed at its emulator when emulators are on. It loads in a chunk
 * of its own (lib/firebase/loader.tsx: loadAuth): a visitor with no stored session never needs it.
 *
 * initializeAuth without a popup/redirect resolver: we sign in with e-mail and password (and a
 * texted second factor), never with a popup or a redirect, and the resolver is a large part of
 * getAuth()'s bundle. The session is kept in localStorage (browserLocalPersistence); before Auth
 * is loaded, the app's own hint (lib/firebase/stored-session.ts, written by live-auth.ts) says
 * whether there is one.
 */
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (emulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
    disableWarnings: true,
  });
  // Texting a two-step code first needs a reCAPTCHA, whose script comes from Google and cannot
  // load offline; the emulator does not check it, so the SDK's stand-in is used locally.
  auth.settings.appVerificationDisabledForTesting = true;
}
