import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the lazy route modules the current URL matches and puts them into the table. A page the
 * build prerendered is hydrated with its route already in place: left lazy, the router would
 * first draw its loading fallback over the server's HTML (a flash and a layout shift).
 */
async function resolveLazyRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** The app's router; `prerendered` pages get their route modules before the first render. */
export async function createAppRouter({ prerendered }: { prerendered: boolean }): Promise<DataRouter> {
  if (prerendered) await resolveLazyRoutes(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
