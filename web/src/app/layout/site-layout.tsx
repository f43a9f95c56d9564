import styled from '@emotion/styled';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { Footer } from './footer.tsx';
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

const Main = styled.main({ minHeight: '60vh', outline: 'none' });

/** Every public page: skip link, header, the page, footer. */
export function SiteLayout() {
  useScrollRestoration();
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
      <Footer />
    </>
  );
}
