import styled from '@emotion/styled';
import { ItemList } from '../../../components/item-list.tsx';

export const Panel = styled.div({ display: 'grid', gap: 20, marginTop: 20 });

/** The add form: fields side by side on wide screens, stacked on a phone. */
export const AddForm = styled.form(({ theme }) => ({
  display: 'grid',
  gap: 12,
  alignItems: 'end',
  padding: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  background: theme.colors.surface,
  gridTemplateColumns: '1fr',
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' },
}));

export const List = styled(ItemList)(({ theme }) => ({
  strong: { display: 'block' },
  span: { color: theme.colors.muted, fontSize: '0.9rem' },
}));

export const SectionTitle = styled.h2({ fontSize: '1.1rem', margin: 0 });
