import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPublicReads } from '../lib/firebase/index.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter, prepareRoutes } from './router.tsx';

/**
 * Starts the app in #root: the chunk that reads Firestore starts downloading (its users wait for it
 * themselves; a visitor's is the small read-once one, a signed-in user's the live Firebase chunk),
 * the current page's screen is loaded, then React takes over the prerendered HTML (build/prerender.ts)
 * or, for any other URL (app.html, the empty shell), renders from scratch. Here rather than in
 * main.tsx so that main.tsx imports no CommonJS module itself (React's): its chunk then holds only
 * this call, and the first load one chunk of ours (vite.config.ts, firstLoadChunk).
 */
export async function startApp(root: HTMLElement) {
  loadPublicReads().catch((error: unknown) => console.error('Firebase could not be loaded:', error));
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
