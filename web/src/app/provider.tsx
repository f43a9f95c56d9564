import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { PublicSettingsProvider } from '../utils/public-settings.tsx';
import { BrandTheme } from './brand-theme.tsx';
import { auth, firebaseApp, firestore } from './firebase.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <PublicSettingsProvider>
            <BrandTheme>
              {children}
              <ToastContainer position="top-center" autoClose={4000} />
            </BrandTheme>
          </PublicSettingsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
