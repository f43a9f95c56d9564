import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FirebaseApp, initializeApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';
import type { ReactElement, ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AuthSdkContext, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { inject } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { ClientArea, DashboardRoute, StaffArea } from '../../app/routes/dashboard/dashboard.tsx';
import { type LiveAuth, loadFirebase } from '../../lib/firebase/index.ts';
import { chunkLoader } from '../../lib/firebase/loaded-chunks.ts';
import { type PublicReads, PublicReadsContext } from '../../lib/firebase/public-query.ts';
import { followRole } from '../../lib/firebase/role.ts';

/** The people the screens are shown to, each with her role claim as Auth would issue it. */
export const people = {
  owner: { uid: 'screens-owner', email: 'owner@screens.test', role: 'owner' },
  assistant: { uid: 'screens-assistant', email: 'assistant@screens.test', role: 'assistant' },
  client: { uid: 'screens-client', email: 'client@screens.test', role: 'client' },
} as const;
export type Person = keyof typeof people;

type Connection = Promise<{ app: FirebaseApp; firestore: Firestore }>;
const connections = new Map<Person, Connection>();

/**
 * The Firestore a person's screens use, speaking to the emulator as her: the emulator takes the
 * SDK's mock token as an ID token (emulators/src/firestore/auth.ts), so the project's rules judge
 * every read and write by her claims. The owner gets the app's own instance (lib/firebase/sdk.ts,
 * through the Firebase chunk), so code that imports it directly (the public reads) runs as in the
 * browser; another person gets a named app of her own, as an instance holds one identity. Each is
 * connected once, before its first use; the files share the worker, so the connections too.
 */
function firestoreAs(person: Person): Connection {
  let connection = connections.get(person);
  if (!connection) {
    // The owner's first: the app's instance also answers everyone's public reads (settings), and
    // its identity can only be set before that first read.
    const before: Promise<unknown> = person === 'owner' ? Promise.resolve() : firestoreAs('owner');
    connection = Promise.all([loadFirebase(), before]).then(([firebase]) => {
      const app =
        person === 'owner'
          ? firebase.firebaseApp
          : initializeApp(firebase.firebaseApp.options, `screens-${person}`);
      const firestore = person === 'owner' ? firebase.firestore : getFirestore(app);
      const [host, port] = inject('screensFirestoreHost').split(':') as [string, string];
      const { uid, email, role } = people[person];
      connectFirestoreEmulator(firestore, host, Number(port), {
        mockUserToken: { sub: uid, user_id: uid, email, role },
      });
      return { app, firestore };
    });
    connections.set(person, connection);
  }
  return connection;
}

/**
 * Firebase Auth is the one stand-in: our emulators have no Auth service, and the screens only ask
 * Auth who is signed in (reactfire's useUser follows onIdTokenChanged) and her role claim.
 */
function signedInAuth(name: string, person: Person): { auth: Auth; user: User } {
  const { uid, email, role } = people[person];
  const claims = { role };
  const user = {
    uid,
    email,
    emailVerified: true,
    displayName: `Screens ${person}`,
    getIdTokenResult: async () => ({ claims }),
    getIdToken: async () => `screens-${person}-token`,
  } as unknown as User;
  const auth = {
    name,
    currentUser: user,
    onIdTokenChanged: (next: (u: User) => void) => {
      next(user);
      return () => {};
    },
  } as unknown as Auth;
  return { auth, user };
}

/**
 * The providers every screen test renders inside: the person's Firebase app and Firestore, her
 * Auth when someone is signed in (none for a visitor), the public reads, the app's own providers,
 * and a memory router at `path`.
 */
function ScreenProviders({
  connection: { app, firestore, auth },
  publicReads,
  path,
  children,
}: {
  connection: { app: FirebaseApp; firestore: Firestore; auth?: Auth };
  publicReads: PublicReads;
  path: string;
  children: ReactNode;
}) {
  const inside = (
    <FirestoreProvider sdk={firestore}>
      <PublicReadsContext.Provider value={publicReads}>
        <AppProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </AppProvider>
      </PublicReadsContext.Provider>
    </FirestoreProvider>
  );
  return (
    <FirebaseAppProvider firebaseApp={app}>
      {auth ? <AuthSdkContext.Provider value={auth}>{inside}</AuthSdkContext.Provider> : inside}
    </FirebaseAppProvider>
  );
}

/**
 * A dashboard path as a staff member sees it (the owner unless `as` says otherwise; `client`: the
 * client's area, her My Dashboard): the app's providers (public settings, theme, toasts),
 * reactfire's providers with her SDK instances, and the staff area's routes
 * (app/routes/dashboard/dashboard.tsx) in a memory router. Answers
 * user-event's user and her Firestore. `wrap` puts providers of the test's own around the routes
 * (e.g. a screen's data source where no emulator serves it).
 */
export async function renderStaffScreen(
  path: string,
  {
    as = 'owner',
    wrap = (routes) => routes,
  }: { as?: Person; wrap?: (routes: ReactElement) => ReactElement } = {},
) {
  const [firebase, { app, firestore }] = await Promise.all([loadFirebase(), firestoreAs(as)]);
  const { auth, user } = signedInAuth(app.name, as);
  const area =
    as === 'client' ? <ClientArea user={user} /> : <StaffArea user={user} isOwner={as === 'owner'} />;
  const view = render(
    <ScreenProviders connection={{ app, firestore, auth }} publicReads={firebase.publicReads} path={path}>
      {wrap(
        <Routes>
          <Route path="/dashboard/*" element={area} />
        </Routes>,
      )}
    </ScreenProviders>,
  );
  return { user: userEvent.setup(), view, firestore };
}

/** The texts of the toasts of a kind on screen (react-toastify marks each with its kind). */
export function toastTexts(kind: 'success' | 'error'): string[] {
  return [...document.querySelectorAll(`.Toastify__toast--${kind}`)].map((toast) => toast.textContent ?? '');
}

export type UserEvent = ReturnType<typeof userEvent.setup>;

/**
 * A public page as a visitor sees it (signed out): the app's providers and the public reads
 * (settings, catalogue) from the emulator, `element` at `path` in a memory router, and a stand-in
 * /auth page that shows where sign-in would come back to. `as`: the Firestore of `element`'s own
 * reads is that person's (e.g. the client's on /booking, so the rules judge her reads as hers);
 * the owner's unless it says otherwise. Answers user-event's user and that Firestore.
 */
export async function renderPublicScreen(
  pattern: string,
  path: string,
  element: ReactElement,
  { as = 'owner' }: { as?: Person } = {},
) {
  const [firebase, { app, firestore }] = await Promise.all([loadFirebase(), firestoreAs(as)]);
  const view = render(
    <ScreenProviders connection={{ app, firestore }} publicReads={firebase.publicReads} path={path}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/auth" element={<SignInStandIn />} />
      </Routes>
    </ScreenProviders>,
  );
  return { user: userEvent.setup(), view, firestore };
}

function SignInStandIn() {
  const { search } = useLocation();
  return <p>Sign-in page, then back to {new URLSearchParams(search).get('redirect')}</p>;
}

/**
 * The session the dashboard's gate follows (`useAuthSession`, lib/firebase/auth-session.ts): the
 * gate reads the Auth chunk (`loadedAuth()`), so a stand-in of that chunk is put in its place
 * through the loader's own `chunkLoader`, once per worker: the stand-in Auth answers who is signed
 * in and signs out, and the real `followRole` reads her role claim (and her stored role, from the
 * emulator). Nothing else in the screen tests loads the real chunk; between files nobody is signed
 * in, as before the stand-in came.
 */
const gate = {
  user: null as User | null,
  listeners: new Set<(user: User | null) => void>(),
  set(user: User | null) {
    gate.user = user;
    for (const listener of gate.listeners) listener(user);
  },
};
const watchGateUser = (onUser: (user: User | null) => void) => {
  gate.listeners.add(onUser);
  onUser(gate.user);
  return () => gate.listeners.delete(onUser);
};
/**
 * The stand-in Auth, named: reactfire keeps one user observable per Auth name for the whole run,
 * so each person's gate has a name of its own that no other file's stand-in uses (the owner's app
 * is '[DEFAULT]', whose observable renderStaffScreen's owner left behind).
 */
const gateAuth = (name: string) =>
  ({
    name,
    get currentUser() {
      return gate.user;
    },
    onIdTokenChanged: watchGateUser,
    // What firebase/auth's signOut(auth) calls.
    signOut: async () => gate.set(null),
  }) as unknown as Auth;
const installGateAuth = chunkLoader(
  'auth',
  async () =>
    ({ auth: gateAuth('screens-gate'), watchUser: watchGateUser, followRole }) as unknown as LiveAuth,
);

/** Who is signed in at the gate: the person's stand-in user, or nobody. */
function signInAtGate(name: string, as: Person | null) {
  if (!as) return gate.set(null);
  const { user } = signedInAuth(name, as);
  // multiFactor(user) (Two-step verification) asks the SDK's user to report reloads.
  gate.set(Object.assign(user, { _onReload: () => {} }));
}

/** Signs the gate's person out after a test, so that the next file starts signed out. */
export const signOutOfGate = () => gate.set(null);

/**
 * /dashboard/* behind its own gate (`DashboardRoute`: the session, then her role from the claim),
 * signed in as `as` (null: signed out): the same providers as renderStaffScreen, with a stand-in
 * '/' (a way back through history and a link to /dashboard) and '/auth'. `where()` is the memory
 * router's current path.
 */
export async function renderDashboardGate(path: string, { as }: { as: Person | null }) {
  const [firebase, { app, firestore }] = await Promise.all([
    loadFirebase(),
    firestoreAs(as ?? 'owner'),
    installGateAuth(),
  ]);
  const name = `screens-gate-${as ?? 'nobody'}`;
  signInAtGate(name, as);
  const auth = gateAuth(name);
  const location = { pathname: '' };
  function Where() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const view = render(
    <ScreenProviders connection={{ app, firestore, auth }} publicReads={firebase.publicReads} path={path}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardRoute />} />
        <Route path="/" element={<HomeStandIn />} />
        <Route path="/auth" element={<p>Sign-in page</p>} />
      </Routes>
      <Where />
    </ScreenProviders>,
  );
  return { user: userEvent.setup(), view, where: () => location.pathname, signedIn: () => gate.user };
}

/** The shop's home, standing in: the browser's Back, and a way into the dashboard. */
function HomeStandIn() {
  const navigate = useNavigate();
  return (
    <main>
      <h1>Home</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <Link to="/dashboard">Dashboard</Link>
    </main>
  );
}
