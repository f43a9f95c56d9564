/**
 * Whether this browser keeps a signed-in session, known without loading Firebase Auth: a hint the
 * app owns, under its own localStorage key. The Auth chunk writes it whenever Auth says who is
 * signed in (live-auth.ts: on sign-in, sign-out, and when a stored session turns out to have
 * expired), so it never depends on how Auth's persistence names its own entries. A visitor without
 * the hint is signed out: the header shows Sign In at once and the Auth SDK (about 18 KB gzipped)
 * is not loaded for her. With it, Auth loads and decides.
 */
export const signedInKey = 'studio.signedIn';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This browser's localStorage, or undefined where there is none (server rendering). */
function local(): HintStorage | undefined {
  return globalThis.localStorage;
}

/** A session is stored (signed in on an earlier visit or in another tab). */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = local()): boolean {
  try {
    return storage?.getItem(signedInKey) != null;
  } catch {
    // Storage refused (e.g. blocked cookies): Auth will know; load it.
    return true;
  }
}

/** Keeps the hint in step with Auth: set while someone is signed in, gone once nobody is. */
export function rememberSignedIn(signedIn: boolean, storage: HintStorage | undefined = local()): void {
  try {
    if (signedIn) storage?.setItem(signedInKey, '1');
    else storage?.removeItem(signedInKey);
  } catch {
    // Storage refused: hasStoredSession() then answers true and Auth loads; nothing to keep.
  }
}

/** Calls back when another tab stores a session here (signs in); returns the unsubscribe. */
export function onSessionStoredElsewhere(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === signedInKey && event.newValue != null) callback();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
