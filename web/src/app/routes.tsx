import { type ComponentType, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Spinner } from '../components/spinner.tsx';
import { liveRoute } from '../lib/firebase/index.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { type LazyPage, lazyPage } from './lazy-page.tsx';
import { HomeRoute } from './routes/home.tsx';
import { RouteError } from './routes/route-error.tsx';

/** A public page: draws its own frame and loads its Firestore parts through live(). */
const publicPage = <M,>(module: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazyPage(() => module().then(pick));

/** A screen that reads Firebase through reactfire: comes with the Firebase chunk and its providers. */
const livePage = <M,>(module: () => Promise<M>, pick: (module: M) => ComponentType, needsAuth = false) =>
  lazyPage(() => liveRoute(module(), pick, { needsAuth }).then((route) => route.Component));

const AuthPage = livePage(
  () => import('./routes/auth.tsx'),
  (m) => m.AuthRoute,
  true,
);
// Firebase's e-mailed links (password reset, e-mail verification) come back to /auth/action.
const AuthActionPage = livePage(
  () => import('../features/auth/routes/auth-action-route.tsx'),
  (m) => m.AuthActionRoute,
  true,
);
const BookingPage = livePage(
  () => import('./routes/booking.tsx'),
  (m) => m.BookingRoute,
);
const ShopPage = publicPage(
  () => import('./routes/shop.tsx'),
  (m) => m.ShopRoute,
);
const BlogPage = publicPage(
  () => import('./routes/blog.tsx'),
  (m) => m.BlogRoute,
);
const BlogPostPage = publicPage(
  () => import('./routes/blog-post.tsx'),
  (m) => m.BlogPostRoute,
);
// /privacy and /terms: one screen that reads its path, with the standard texts (policy-texts.ts),
// so no other page loads them and the first chunk grows by as little as it can.
const PolicyPage = publicPage(
  () => import('./routes/policy.tsx'),
  (m) => m.PolicyRoute,
);
// Rarely shown, so not in the first chunk.
const NotFoundPage = publicPage(
  () => import('./routes/not-found.tsx'),
  (m) => m.NotFoundRoute,
);
const DashboardPage = livePage(
  () => import('./routes/dashboard/dashboard.tsx'),
  (m) => m.DashboardRoute,
  true,
);

/** A route whose screen loads on demand; loadRoutePages finds it through `handle`. */
function page(Page: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Page />, handle: Page };
}

/** What replaces a screen that throws (a malformed document, a chunk that failed to load). */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary name="The page" fallback={<RouteError />} resetKey={pathname}>
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The spec's route table, drawn by the browser (AppRoutes inside router.tsx's BrowserRouter) and
 * by the build's prerendering (prerender.tsx, StaticRouter). Home is in the first chunk (it is
 * the landing page); every other screen loads on demand. The public pages (/shop, /blog,
 * /blog/{slug}) draw their frame without Firebase, so the build can render them to HTML; the
 * others come with the Firebase chunk and reactfire's providers (liveRoute), and the dashboard
 * brings its own chunks. The sign-in forms and the dashboard call useAuth() and useUser(), so
 * they bring Auth too; elsewhere it comes only with a session (auth-session.ts).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <SiteLayout />
      </RouteBoundary>
    ),
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', ...page(AuthPage) },
      { path: 'auth/action', ...page(AuthActionPage) },
      { path: 'booking', ...page(BookingPage) },
      // Issue 32's /book shares the booking chunk (routes/booking.tsx): the first load stays put.
      { path: 'book', ...page(BookingPage) },
      { path: 'shop', ...page(ShopPage) },
      { path: 'blog', ...page(BlogPage) },
      { path: 'blog/:slug', ...page(BlogPostPage) },
      { path: 'privacy', ...page(PolicyPage) },
      { path: 'terms', ...page(PolicyPage) },
      { path: '*', ...page(NotFoundPage) },
    ],
  },
  {
    path: 'dashboard/*',
    element: (
      <RouteBoundary>
        <DashboardPage />
      </RouteBoundary>
    ),
    handle: DashboardPage,
  },
];

/** The screens a path shows, loaded: a prerendered page hydrates (or renders) with them in place. */
export async function loadRoutePages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.load()));
}

/** The page for the current URL. */
export function AppRoutes() {
  return useRoutes(routes);
}
