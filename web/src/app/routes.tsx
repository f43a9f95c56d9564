import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { liveRoute } from '../lib/firebase/index.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/** A lazy route module that draws its own frame and loads its Firestore parts through live(). */
function publicRoute<M>(module: Promise<M>, pick: (module: M) => RouteObject['Component']) {
  return module.then((m) => ({ Component: pick(m) }));
}

/**
 * The spec's route table, shared by the browser router (app/router.tsx) and the build's
 * prerendering (prerender/render-page.tsx). Home is in the first chunk (it is the landing page);
 * every other screen loads on demand. The public pages (/shop, /blog, /blog/{slug}) draw their
 * frame without Firebase, so the build can render them to HTML; the others come with the Firebase
 * chunk and reactfire's providers (liveRoute), and the dashboard brings its own chunks. The
 * sign-in forms and the dashboard call useAuth() and useUser(), so they bring Auth too; elsewhere
 * it comes only with a session (auth-session.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // Shown while a lazy route's code loads on the first visit.
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'auth',
        lazy: () => liveRoute(import('./routes/auth.tsx'), (m) => m.AuthRoute, { needsAuth: true }),
      },
      {
        // Firebase's e-mailed links (password reset, e-mail verification) come back here.
        path: 'auth/action',
        lazy: () =>
          liveRoute(import('../features/auth/routes/auth-action-route.tsx'), (m) => m.AuthActionRoute, {
            needsAuth: true,
          }),
      },
      {
        path: 'booking',
        lazy: () => liveRoute(import('./routes/booking.tsx'), (m) => m.BookingRoute),
      },
      { path: 'shop', lazy: () => publicRoute(import('./routes/shop.tsx'), (m) => m.ShopRoute) },
      { path: 'blog', lazy: () => publicRoute(import('./routes/blog.tsx'), (m) => m.BlogRoute) },
      {
        path: 'blog/:slug',
        lazy: () => publicRoute(import('./routes/blog-post.tsx'), (m) => m.BlogPostRoute),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    path: 'dashboard/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    lazy: () =>
      liveRoute(import('./routes/dashboard/dashboard.tsx'), (m) => m.DashboardRoute, { needsAuth: true }),
  },
];
