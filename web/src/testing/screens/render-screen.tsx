import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth, User } from 'firebase/auth';
import { connectFirestoreEmulator } from 'firebase/firestore';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthSdkContext, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { inject } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { StaffArea } from '../../app/routes/dashboard/dashboard.tsx';
import { loadFirebase } from '../../lib/firebase/index.ts';
import { PublicReadsContext } from '../../lib/firebase/public-query.ts';

/** The one person the screens are shown to: the studio's owner (a role claim, as Auth issues it). */
export const owner = { uid: 'screens-owner', email: 'owner@screens.test', role: 'owner' } as const;

/**
 * The app's Firebase chunk (lib/firebase/live-firebase.tsx: sdk.ts's Firestore, the public reads
 * live), its Firestore speaking to the emulator as the owner. The emulator takes the SDK's mock
 * token as an ID token (emulators/src/firestore/auth.ts), so the project's rules judge every read
 * and write by its claims. Set once, before the instance is first used; files share the worker.
 */
async function firebaseAsOwner() {
  const firebase = await loadFirebase();
  const [host, port] = inject('screensFirestoreHost').split(':') as [string, string];
  connectFirestoreEmulator(firebase.firestore, host, Number(port), {
    mockUserToken: { sub: owner.uid, user_id: owner.uid, email: owner.email, role: owner.role },
  });
  return firebase;
}

/**
 * Firebase Auth is the one stand-in: our emulators have no Auth service, and the screens only ask
 * Auth who is signed in (reactfire's useUser follows onIdTokenChanged) and her role claim.
 */
function signedInAuth(name: string): { auth: Auth; user: User } {
  const claims = { role: owner.role };
  const user = {
    uid: owner.uid,
    email: owner.email,
    emailVerified: true,
    displayName: 'Screens Owner',
    getIdTokenResult: async () => ({ claims }),
    getIdToken: async () => 'screens-owner-token',
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
 * A dashboard path as the owner sees it: the app's providers (public settings, theme, toasts),
 * reactfire's providers with the app's own SDK instances, and the staff area's routes
 * (app/routes/dashboard/dashboard.tsx) in a memory router. Answers user-event's user.
 */
export async function renderStaffScreen(path: string) {
  const firebase = await firebaseAsOwner();
  const { auth, user } = signedInAuth(firebase.firebaseApp.name);
  const view = render(
    <FirebaseAppProvider firebaseApp={firebase.firebaseApp}>
      <AuthSdkContext.Provider value={auth}>
        <FirestoreProvider sdk={firebase.firestore}>
          <PublicReadsContext.Provider value={firebase.publicReads}>
            <AppProvider>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path="/dashboard/*" element={<StaffArea user={user} isOwner />} />
                </Routes>
              </MemoryRouter>
            </AppProvider>
          </PublicReadsContext.Provider>
        </FirestoreProvider>
      </AuthSdkContext.Provider>
    </FirebaseAppProvider>,
  );
  return { user: userEvent.setup(), view, firestore: firebase.firestore };
}

/** The texts of the toasts of a kind on screen (react-toastify marks each with its kind). */
export function toastTexts(kind: 'success' | 'error'): string[] {
  return [...document.querySelectorAll(`.Toastify__toast--${kind}`)].map((toast) => toast.textContent ?? '');
}
