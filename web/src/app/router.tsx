import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * The spec's route table. Home is in the first chunk (it is the landing page); every other
 * screen loads on demand, and the dashboard brings its own chunks.
 */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    // Shown while a lazy route's code loads on the first visit.
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', lazy: () => import('./routes/auth.tsx').then((m) => ({ Component: m.AuthRoute })) },
      {
        path: 'booking',
        lazy: () => import('./routes/booking.tsx').then((m) => ({ Component: m.BookingRoute })),
      },
      { path: 'shop', lazy: () => import('./routes/shop.tsx').then((m) => ({ Component: m.ShopRoute })) },
      { path: 'blog', lazy: () => import('./routes/blog.tsx').then((m) => ({ Component: m.BlogRoute })) },
      {
        path: 'blog/:slug',
        lazy: () => import('./routes/blog-post.tsx').then((m) => ({ Component: m.BlogPostRoute })),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    path: 'dashboard/*',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    lazy: () => import('./routes/dashboard/dashboard.tsx').then((m) => ({ Component: m.DashboardRoute })),
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
