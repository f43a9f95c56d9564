/**
 * The Auth chunk: Firebase Auth and the session listener. Loaded by lib/firebase/loader.tsx
 * (loadAuth) when a session is stored, for the routes that sign people in, or when another tab
 * signs in; import it only through the loader.
 */
import type { User } from 'firebase/auth';
import { auth } from './auth-sdk.ts';
import { loadFirebase } from './loader.tsx';

export { followRole } from './role.ts';
export { auth };

// Whoever may sign in reads live: Auth already brings the full SDK (auth-sdk.ts imports sdk.ts), so
// the Firebase chunk is little more, and a visitor who signs in gets live public parts (her
// publicSection()s remount on it) instead of what her lite reads answered once.
loadFirebase().catch((error: unknown) => console.error('Firebase could not be loaded:', error));

/**
 * The signed-in user, on sign-in, sign-out and every ID token refresh (what reactfire's useUser
 * follows); null once the stored session has been read and there is none.
 */
export function watchUser(onUser: (user: User | null) => void): () => void {
  return auth.onIdTokenChanged(onUser);
}
