import styled from '@emotion/styled';

/** A native select styled like the text inputs (keyboard and screen readers for free). */
export const Select = styled.select(({ theme }) => ({
  width: '100%',
  minHeight: 44,
  padding: '10px 14px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  '&:focus-visible': { borderColor: theme.colors.primary },
}));
