import styled from '@emotion/styled';

/** A booking's name that opens its panel: a button dressed as a link, in the Bookings lists. */
export const OpenButton = styled.button(({ theme }) => ({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.primaryDark,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
}));
