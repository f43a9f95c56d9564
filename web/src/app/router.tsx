import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { liveRoute } from '../lib/firebase/index.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * The spec's route table. Home is in the first chunk (it is the landing page); every other
 * screen loads on demand, with the Firebase chunk and reactfire's providers (liveRoute), and
 * the dashboard brings its own chunks. The sign-in forms and the dashboard call useAuth() and
 * useUser(), so they bring Auth too; elsewhere it comes only with a session (auth-session.ts).
 */
export const router = createBrowserRouter([
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
        path: 'booking',
        lazy: () => liveRoute(import('./routes/booking.tsx'), (m) => m.BookingRoute),
      },
      { path: 'shop', lazy: () => liveRoute(import('./routes/shop.tsx'), (m) => m.ShopRoute) },
      { path: 'blog', lazy: () => liveRoute(import('./routes/blog.tsx'), (m) => m.BlogRoute) },
      {
        path: 'blog/:slug',
        lazy: () => liveRoute(import('./routes/blog-post.tsx'), (m) => m.BlogPostRoute),
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
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
