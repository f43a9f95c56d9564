import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { loadFirebase } from './lib/firebase/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The Firebase chunk downloads while the first paint happens; its users wait for it themselves.
loadFirebase().catch((error: unknown) => console.error('Firebase could not be loaded:', error));

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
