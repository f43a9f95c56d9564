import styled from '@emotion/styled';

export const Stack = styled.div({ display: 'grid', gap: 16, marginTop: 20 });

export const Row = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
});

export const Muted = styled.span(({ theme }) => ({ color: theme.colors.muted, fontSize: '0.9rem' }));

export const SubHeading = styled.h4(({ theme }) => ({
  margin: '12px 0 6px',
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: theme.colors.muted,
}));

export const PlainList = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });

/** Buttons the spec shows without an action (spec §2): present, announced as unavailable. */
export const notYet = { disabled: true, title: 'Not available yet' } as const;
