import { initializeApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { getFirestore } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

// An app that never connects: markup tests render components whose hooks need the providers,
// and server rendering runs no effects, so nothing is read or written.
const app = initializeApp({ projectId: 'demo-markup-tests', apiKey: 'markup-tests' }, 'markup-tests');
const firestore = getFirestore(app);
const auth = getAuth(app);

/** The Firebase providers for components that call useFirestore()/useAuth() in markup tests. */
export function WithFirebase({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
