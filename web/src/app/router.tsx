import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, loadRoutePages } from './routes.tsx';

/**
 * Loads the screens the current URL shows before the first render. A page the build prerendered
 * is hydrated with its screen already in place: left to load during hydration, it would suspend
 * (see lazy-page.tsx).
 */
export async function prepareRoutes({ prerendered }: { prerendered: boolean }): Promise<void> {
  if (prerendered) await loadRoutePages(window.location.pathname);
}

/**
 * The app's router: react-router's declarative router, not the data router (createBrowserRouter),
 * whose loaders and actions the app does not use and which costs about 17 KB more gzipped in the
 * first chunk (docs/benchmarks.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
