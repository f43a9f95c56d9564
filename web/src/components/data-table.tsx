import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';

/**
 * A wide table that scrolls sideways inside its own box on a phone instead of widening the
 * page; the region is focusable so keyboard users can scroll it too.
 */
export const TableScroll = styled.div(({ theme }) => ({
  overflowX: 'auto',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  background: theme.colors.surface,
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}` },
}));

/**
 * On a phone (below the md breakpoint) each row becomes a card: cells stack, each led by its
 * column name from the cell's data-label, so nothing needs sideways scrolling.
 */
const stackedOnPhone = (theme: Theme) => ({
  // Just below theme.mq.md (768px), where the dashboard's sidebar appears.
  '@media (max-width: 767.98px)': {
    thead: {
      position: 'absolute' as const,
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap' as const,
    },
    'tbody, tr': { display: 'block' },
    'tbody tr': { padding: '10px 14px', borderBottom: `1px solid ${theme.colors.border}` },
    'tbody tr:last-of-type': { borderBottom: 0 },
    // The column name floats in the cell's left gutter: the content flows as usual and a
    // two-line name still pushes the next cell down (flow-root contains the float).
    'tbody td': {
      display: 'flow-root',
      padding: '6px 0 6px 106px',
      borderBottom: 0,
      overflowWrap: 'anywhere' as const,
    },
    'tbody td::before': {
      content: 'attr(data-label)',
      float: 'left' as const,
      width: 96,
      marginLeft: -106,
      fontSize: '0.72rem',
      fontWeight: 700,
      letterSpacing: '0.04em',
      textTransform: 'uppercase' as const,
      color: theme.colors.muted,
      paddingTop: 3,
    },
  },
});

export const DataTable = styled('table', { shouldForwardProp: (p) => p !== 'stacked' })<{
  /** Rows as cards on a phone; every td then needs a data-label naming its column. */
  stacked?: boolean;
}>(({ theme, stacked }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9rem',
  'th, td': {
    padding: '12px 14px',
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  th: {
    fontSize: '0.78rem',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: theme.colors.muted,
    whiteSpace: 'nowrap',
    background: '#FBFAFC',
  },
  'tbody tr:last-of-type td': { borderBottom: 0 },
  'tbody tr[data-clickable]': { cursor: 'pointer' },
  'tbody tr[data-clickable]:hover, tbody tr[data-clickable]:focus-within': {
    background: theme.colors.primarySoft,
  },
  ...(stacked ? stackedOnPhone(theme) : {}),
}));
