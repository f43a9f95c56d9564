import styled from '@emotion/styled';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
