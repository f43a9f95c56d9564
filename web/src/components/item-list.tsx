import styled from '@emotion/styled';

/**
 * A list of bordered rows, each an item with its actions at the end (opening hours, blocked
 * dates, a person's phones). Rows wrap their actions below on a narrow phone.
 */
export const ItemList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  li: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    flexWrap: 'wrap',
    padding: '12px 16px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  },
}));
