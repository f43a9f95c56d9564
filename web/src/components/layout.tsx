import styled from '@emotion/styled';

/** The page's content width with side gutters. */
export const Container = styled.div({
  width: '100%',
  maxWidth: 1160,
  margin: '0 auto',
  padding: '0 16px',
  '@media (min-width: 640px)': { padding: '0 24px' },
});

export const Section = styled.section({
  padding: '56px 0',
  scrollMarginTop: 72,
  '@media (min-width: 768px)': { padding: '80px 0' },
});

export const SectionHeading = styled.div(({ theme }) => ({
  textAlign: 'center',
  maxWidth: 640,
  margin: '0 auto 32px',
  h2: {
    fontFamily: theme.fonts.heading,
    fontSize: 'clamp(1.6rem, 4vw, 2.3rem)',
    lineHeight: 1.15,
    margin: '8px 0 12px',
  },
  p: { color: theme.colors.muted, margin: 0, fontSize: '1.05rem' },
}));

export const Eyebrow = styled.span(({ theme }) => ({
  display: 'inline-block',
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: theme.colors.primary,
}));

/**
 * Cards in a responsive grid: one column on a phone, more as space allows. Columns stop growing
 * at about 1.4 × their minimum and the row is centred, so two or three cards do not look lost.
 */
// Each custom shouldForwardProp also keeps `as` back: emotion forwards what it allows, and an `as`
// forwarded to the DOM leaves a <div as="label"> instead of the <label> asked for.
export const Grid = styled('div', { shouldForwardProp: (p) => p !== 'min' && p !== 'as' })<{ min?: number }>(
  ({ min = 260 }) => ({
    display: 'grid',
    gap: 20,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), ${Math.round(min * 1.4)}px))`,
    justifyContent: 'center',
  }),
);

export const PageTitle = styled.h1(({ theme }) => ({
  fontFamily: theme.fonts.heading,
  fontSize: 'clamp(1.8rem, 5vw, 2.6rem)',
  lineHeight: 1.15,
  margin: '0 0 8px',
}));

export const Muted = styled.p(({ theme }) => ({ color: theme.colors.muted, margin: 0 }));

/** Children one under another, `gap` pixels apart (the house's most common arrangement). */
export const Stack = styled('div', { shouldForwardProp: (p) => p !== 'gap' && p !== 'as' })<{ gap: number }>(
  ({ gap }) => ({
    display: 'grid',
    gap,
  }),
);

/** Children side by side, centred on one line, `gap` pixels apart (a checkbox and its words, chips). */
export const Inline = styled('div', { shouldForwardProp: (p) => p !== 'gap' && p !== 'as' })<{ gap: number }>(
  ({ gap }) => ({
    display: 'flex',
    alignItems: 'center',
    gap,
  }),
);

/** A paragraph without the browser's margins, for cards and dialogs that space their own lines. */
export const Paragraph = styled.p({ margin: 0 });
