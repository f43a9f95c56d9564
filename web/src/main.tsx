import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, prepareRoutes } from './app/router.tsx';
import { loadFirebase } from './lib/firebase/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The Firebase chunk downloads while the first paint happens; its users wait for it themselves.
loadFirebase().catch((error: unknown) => console.error('Firebase could not be loaded:', error));

// Public pages come prerendered by the build (build/prerender.ts): React takes over their HTML.
// Any other URL gets the empty shell (app.html) and renders from scratch.
const prerendered = root.firstElementChild !== null;
await prepareRoutes({ prerendered });
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
