import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/button.tsx';
import { Container } from '../../components/layout.tsx';
import { useDocumentTitle } from '../../utils/document-title.ts';

const Wrap = styled.div(({ theme }) => ({
  textAlign: 'center',
  padding: '96px 0',
  h1: {
    fontSize: 'clamp(3rem, 12vw, 5rem)',
    margin: 0,
    background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})`,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  p: { fontSize: '1.25rem', color: theme.colors.muted, margin: '8px 0 28px' },
}));

/** Any unknown path: '404 Oops! Page not found', the path logged for whoever looks (spec §2). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container>
      <Wrap>
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <ButtonLink to="/">Return to Home</ButtonLink>
      </Wrap>
    </Container>
  );
}
