import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

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

/** One column of a ColumnTable: its header, and what a row shows under it. */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Keeps the cell on one line (a date with a line under it, a badge with its points). */
  nowrap?: boolean;
}

/**
 * A list of rows as a stacked DataTable in its scrolling region (named `label`): a header per
 * column, and every cell carrying its column's name as data-label for the phone's card layout.
 */
export function ColumnTable<Row extends { id: string }>(props: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A click anywhere on a row opens it; the row should still hold a real link for keyboards. */
  onRowClick?: (row: Row) => void;
}) {
  const { onRowClick } = props;
  return (
    <TableScroll tabIndex={0} role="region" aria-label={props.label}>
      <DataTable stacked>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} {...(onRowClick && { 'data-clickable': '', onClick: () => onRowClick(row) })}>
              {props.columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
