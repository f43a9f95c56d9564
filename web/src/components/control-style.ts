import type { Theme } from '@emotion/react';

/**
 * The box every form control shares (text inputs, text areas, selects): 44 px tall at least. Text
 * controls also answer a hover; it comes before the focus ring so a focused control keeps its ring.
 */
export const controlBox = ({ theme }: { theme: Theme }, options: { hover?: boolean } = {}) => ({
  width: '100%',
  minHeight: 44,
  padding: '10px 14px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  ...(options.hover ? { '&:hover': { borderColor: theme.colors.primarySoft } } : {}),
  '&:focus-visible': { borderColor: theme.colors.primary },
});
