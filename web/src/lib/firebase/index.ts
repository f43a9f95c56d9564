/**
 * The web app's Firebase wiring, and its one entry point: code outside this folder imports
 * from here only. Which chunk loads what:
 *
 *   first chunk (main.tsx and everything it imports statically; no firebase/* at run time)
 *     index.ts ── loader.tsx        live(), liveRoute(), loadFirebase(), loadAuth()
 *              ├─ auth-session.ts   useAuthSession(), useRole() (read the chunks once in)
 *              └─ stored-session.ts is a session stored? (decides whether Auth loads at all;
 *                                   Auth's entry is named after the API key, env.ts)
 *                   │ loadFirebase(): import(), started by app/start.tsx beside the first paint
 *                   ▼
 *   Firebase chunk  live-firebase.tsx ── sdk.ts (app + Firestore, config.ts) + reactfire providers
 *                   │ loadAuth(): import(), when a session is stored, on /auth and the dashboard,
 *                   ▼ or when another tab signs in
 *   Auth chunk      live-auth.ts ── auth-sdk.ts
 *
 *   Storage, Functions: loadStorage() / loadFunctions() below import sdk.ts and firebase/storage
 *   or firebase/functions on demand (dashboard chunks only).
 *
 * lib/firebase/__tests__/first-paint-imports.test.ts fails when a static import breaks this.
 */
export { type AuthSession, roleFromClaims, useAuthSession, useRole } from './auth-session.ts';
export {
  type LiveAuth,
  type LiveFirebase,
  live,
  liveRoute,
  loadAuth,
  loadedAuth,
  loadedFirebase,
  loadFirebase,
  onChunkLoaded,
  useLiveAuth,
  useLiveFirebase,
} from './loader.tsx';

/** Firebase Storage, connected to its emulator when emulators are on. */
export async function loadStorage() {
  const { loadStorage } = await import('./sdk.ts');
  return loadStorage();
}

/** Cloud Functions, connected to its emulator when emulators are on. */
export async function loadFunctions() {
  const { loadFunctions } = await import('./sdk.ts');
  return loadFunctions();
}

/** The public address of an HTTPS function's path (sdk.ts functionUrl). */
export async function functionUrl(path: string) {
  const { functionUrl } = await import('./sdk.ts');
  return functionUrl(path);
}
