import type { ReactNode } from 'react';
import { PublicSettingsProvider } from '../utils/public-settings.tsx';
import { Toasts } from '../utils/toast-container.tsx';
import { BrandTheme } from './brand-theme.tsx';

/**
 * App-wide state that the first paint needs: public settings (defaults until Firestore answers)
 * and the theme built from them. reactfire's providers wrap only the parts that read Firebase
 * (lib/firebase/loader.tsx), so the SDK is not in the first chunk.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <PublicSettingsProvider>
      <BrandTheme>
        {children}
        <Toasts position="top-center" autoClose={4000} />
      </BrandTheme>
    </PublicSettingsProvider>
  );
}
