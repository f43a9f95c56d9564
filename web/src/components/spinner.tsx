import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span(({ theme }) => ({
  display: 'inline-block',
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${theme.colors.primarySoft}`,
  borderTopColor: theme.colors.primary,
  animation: `${spin} 0.8s linear infinite`,
  // Without motion the ring stands still (its coloured quarter still reads as loading, and the
  // label says it). Even slowed, a turning ring draws every frame: about 15 % of a core in headless
  // Chromium for as long as it shows.
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const Center = styled.div({ display: 'grid', placeItems: 'center', padding: '48px 16px' });

/** A spinner announced to screen readers by its label. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Center>
  );
}

// A screen tall, so the footer stays below the fold until the page's content replaces it: it does
// not jump into view and out again when the content arrives (layout shift).
const Reserve = styled.div({ minHeight: '100vh' });

/** A page's main content loading: the spinner in a block a screen tall. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Reserve>
      <Spinner label={label} />
    </Reserve>
  );
}
