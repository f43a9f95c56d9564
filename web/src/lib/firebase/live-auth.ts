/**
 * The Auth chunk: Firebase Auth and the session listener. Loaded by lib/firebase/loader.tsx
 * (loadAuth) when a session is stored, for the routes that sign people in, or when another tab
 * signs in; import it only through the loader.
 */
import type { User } from 'firebase/auth';
import { auth } from './auth-sdk.ts';
import { rememberSignedIn } from './stored-session.ts';

export { followRole } from './role.ts';
export { auth };

// The one place the signed-in hint (stored-session.ts) is written: whatever signs in or out (the
// sign-in form, sign-out, a session that expired, another tab), Auth reports it here first.
auth.onAuthStateChanged((user) => rememberSignedIn(user !== null));

/**
 * The signed-in user, on sign-in, sign-out and every ID token refresh (what reactfire's useUser
 * follows); null once the stored session has been read and there is none.
 */
export function watchUser(onUser: (user: User | null) => void): () => void {
  return auth.onIdTokenChanged(onUser);
}
