import styled from '@emotion/styled';

/**
 * The panel an account menu opens under its trigger (inside a `position: relative` wrapper):
 * a muted line of text, then full-width links and buttons.
 */
export const MenuPanel = styled.div(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: 220,
  maxWidth: 'calc(100vw - 24px)',
  padding: 8,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  zIndex: 40,
  h2: { margin: '4px 8px 0', fontSize: '0.9rem', fontWeight: 700 },
  p: {
    margin: '2px 8px 8px',
    fontSize: '0.8rem',
    color: theme.colors.muted,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  hr: { border: 0, borderTop: `1px solid ${theme.colors.border}`, margin: '4px 0' },
  'a, button': {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    padding: '10px 12px',
    border: 0,
    borderRadius: theme.radius.sm,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: theme.colors.primarySoft },
  },
}));
