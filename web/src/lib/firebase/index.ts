/**
 * The web app's Firebase wiring, and its one entry point: code outside this folder imports
 * from here only. Which chunk loads what:
 *
 *   first chunk (main.tsx and everything it imports statically; no firebase/* at run time)
 *     index.ts ── loader.tsx        live(), publicSection(), liveRoute(), loadPublicReads(), …
 *              ├─ public-query.ts   PublicQuery (what a public part reads), usePublicQuery()
 *              ├─ loaded-chunks.ts  which chunks have come (the chunks read it too; the loader's
 *              │                    import() of them would close a cycle if it lived there)
 *              ├─ auth-session.ts   useAuthSession(), useRole() (read the chunks once in)
 *              ├─ role-claim.ts     roleFromClaims() (auth-session.ts and the Auth chunk's role.ts)
 *              └─ stored-session.ts is a session stored? (decides whether Auth loads at all, and
 *                                   whether the public parts read once or live; the app's own
 *                                   localStorage hint, which the Auth chunk writes)
 *                   │ loadPublicReads(): import(), started by app/start.tsx beside the first paint:
 *                   │ the visitor's chunk without a stored session, the Firebase chunk with one
 *                   ▼
 *   visitor's chunk lite-firebase.ts ── app + firestore/lite: each public query read once (REST)
 *   Firebase chunk  live-firebase.tsx ── sdk.ts (app + Firestore, config.ts) + reactfire providers:
 *                   │ the public queries live; loadFirebase(): for routes that read more than
 *                   │ public data, and with Auth (a visitor who signs in goes live from then on)
 *                   │ loadAuth(): import(), when a session is stored, on /auth and the dashboard,
 *                   ▼ or when another tab signs in
 *   Auth chunk      live-auth.ts ── auth-sdk.ts, role.ts
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
  loadPublicReads,
  onChunkLoaded,
  publicSection,
  useLiveAuth,
  useLiveFirebase,
  usePublicDocs,
  usePublicReadsMode,
} from './loader.tsx';
export { type PublicFilter, type PublicQuery, type PublicRead, usePublicQuery } from './public-query.ts';

// One import of sdk.ts for the three below: each import() costs the first load its preload list.
const sdk = () => import('./sdk.ts');

/** Firebase Storage, connected to its emulator when emulators are on. */
export async function loadStorage() {
  return (await sdk()).loadStorage();
}

/** Cloud Functions, connected to its emulator when emulators are on. */
export async function loadFunctions() {
  return (await sdk()).loadFunctions();
}

/** Calls a callable function; its refusals arrive as plain words (sdk.ts's callFunction). */
export async function callFunction<In, Out>(name: string, input: In): Promise<Out> {
  return (await sdk()).callFunction<In, Out>(name, input);
}

/** The public address of an HTTPS function's path (sdk.ts functionUrl). */
export async function functionUrl(path: string) {
  return (await sdk()).functionUrl(path);
}
