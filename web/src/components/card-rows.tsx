import styled from '@emotion/styled';

/**
 * A list of small bordered cards, one per row, their parts wrapping on a phone: her bookings,
 * her requests. Each list styles its own parts ('.service', '.when', …).
 */
export const CardRows = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 10,
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '6px 12px',
    padding: '12px 14px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  },
  '.service': { fontWeight: 600, flex: '1 1 160px' },
  '.when': { color: theme.colors.muted, fontSize: '0.9rem' },
}));
