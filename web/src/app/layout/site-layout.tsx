import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { lazyPage } from '../lazy-page.tsx';
import { LazyHomeSections } from '../routes/home.tsx';
import { Header } from './header.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: 16,
  top: -60,
  zIndex: 50,
  padding: '10px 16px',
  borderRadius: theme.radius.sm,
  background: theme.colors.text,
  color: '#fff',
  '&:focus': { top: 12 },
}));

/**
 * The footer sits below the fold and the hero does not wait for it: its code (with the opening
 * hours' and the address's helpers, about 1 KB gzipped) is its own chunk, fetched when the layout
 * first renders, so the first load stays under its 100 KB budget (web/bench/bench-web.ts). A
 * prerendered page keeps the footer's HTML, its links working as plain links, until the code is
 * in and React hydrates it: a Suspense boundary that suspends while hydrating keeps the server's
 * markup (the public reads update in transitions so as not to drop it: usePublicDocs). The
 * prerenderer loads the footer first, so its HTML is in every page.
 */
export const LazyFooter = lazyPage(() => import('./footer.tsx').then((m) => m.Footer));

const Main = styled.main({ minHeight: '60vh', outline: 'none' });

/** Every public page: skip link, header, the page, footer. */
export function SiteLayout() {
  useScrollRestoration();
  // The home's sections below the hero, fetched once the page is drawn (routes/home.tsx): on /
  // they hydrate over their HTML when in; from another page, a visit to / finds them loaded.
  useEffect(() => {
    LazyHomeSections.load().catch(() => {});
  }, []);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {/* A screen whose code is still loading (first visit) shows the spinner between header and footer. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Main>
      {/* A footer whose code failed to load leaves the page as it is. */}
      <ErrorBoundary name="The footer" fallback={null}>
        <Suspense fallback={null}>
          <LazyFooter />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
