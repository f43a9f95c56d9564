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

/** Why the catalogue's buttons are off for an assistant without the permission. */
export const viewOnlyReason = 'Needs the “manage services” permission (set by the owner)';

/** A catalogue button's props: on, or off with the reason in its title. */
export function editable(canEdit: boolean) {
  return canEdit ? { disabled: false } : { disabled: true, title: viewOnlyReason };
}

/** A row of small buttons under an entry. */
export const Buttons = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' });

/** A list of catalogue entries as cards. */
export const ItemList = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });

/** A catalogue entry's card (a material, an add-on): the name with badges and its switch, details under. */
export const ItemCard = styled.li(({ theme }) => ({
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  display: 'grid',
  gap: 6,
  h3: { margin: 0, fontSize: '1rem', display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' },
  p: { margin: 0 },
}));
