import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadFirebase } from '../lib/firebase/index.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter, prepareRoutes } from './router.tsx';

/**
 * Starts the app in #root: Firebase's chunk starts downloading (its users wait for it themselves),
 * the current page's screen is loaded, then React takes over the prerendered HTML (build/prerender.ts)
 * or, for any other URL (app.html, the empty shell), renders from scratch. Here rather than in
 * main.tsx so that main.tsx imports no CommonJS module itself (React's): its chunk then holds only
 * this call, and the first load one chunk of ours (vite.config.ts, firstLoadChunk).
 */
export async function startApp(root: HTMLElement) {
  loadFirebase().catch((error: unknown) => console.error('Firebase could not be loaded:', error));
  // Public pages come prerendered: React hydrates them with their screen already loaded.
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
}
