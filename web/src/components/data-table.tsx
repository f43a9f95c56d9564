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

export const DataTable = styled.table(({ theme }) => ({
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
}));
