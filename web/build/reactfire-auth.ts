/**
 * reactfire imports one function from firebase/auth, onIdTokenChanged, for useUser() and
 * friends. That import would put the whole Auth SDK in the Firebase chunk, which every visitor
 * loads; Auth has a chunk of its own instead (lib/firebase/loader.tsx: loadAuth), so
 * reactfire's import resolves here. The modular function only forwards to the instance's method,
 * and reactfire calls it with the Auth instance it was given, so this does the same.
 */
import type { Auth, CompleteFn, ErrorFn, NextOrObserver, User } from 'firebase/auth';

export function onIdTokenChanged(
  auth: Auth,
  nextOrObserver: NextOrObserver<User | null>,
  error?: ErrorFn,
  completed?: CompleteFn,
) {
  return auth.onIdTokenChanged(nextOrObserver, error, completed);
}
