import styled from '@emotion/styled';

/** A note above a screen's controls, e.g. why they are read-only for this account. */
export const Notice = styled.p(({ theme }) => ({
  margin: '0 0 16px',
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.accentSoft,
  color: theme.colors.text,
  fontSize: '0.9rem',
}));
