import styled from '@emotion/styled';
import { formatMoney, productCategoryLabels } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Shell = styled(Card)({ display: 'flex', flexDirection: 'column' });

const Media = styled.div(({ theme }) => ({
  aspectRatio: '16 / 9',
  background: `linear-gradient(135deg, ${theme.colors.primarySoft}, ${theme.colors.accentSoft})`,
  display: 'grid',
  placeItems: 'center',
  fontSize: '2.5rem',
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Body = styled.div(({ theme }) => ({
  padding: 16,
  display: 'grid',
  gap: 8,
  flex: 1,
  alignContent: 'start',
  h2: { margin: 0, fontSize: '1.05rem' },
  p: { margin: 0, color: theme.colors.muted, fontSize: '0.9rem' },
}));

const Badges = styled.div({ display: 'flex', gap: 6, flexWrap: 'wrap' });

const Price = styled.p(({ theme }) => ({
  display: 'flex',
  gap: 8,
  alignItems: 'baseline',
  strong: { fontSize: '1.1rem', color: theme.colors.text },
}));

const Actions = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap', padding: '0 16px 16px' });

/** A product in the manager's grid (spec §2): everything staff need at a glance, and actions. */
export function ProductAdminCard(props: {
  product: Doc<'products'>;
  canEdit: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
}) {
  const { product: p, canEdit } = props;
  return (
    <Shell as="article" aria-label={p.name}>
      <Media>
        {p.image_url ? <img src={p.image_url} alt="" loading="lazy" /> : <span aria-hidden="true">💅</span>}
      </Media>
      <Body>
        <Badges>
          <Badge tone="neutral">{productCategoryLabels[p.category]}</Badge>
          {p.featured && <Badge tone="accent">Featured</Badge>}
          <Badge tone={p.is_active ? 'primary' : 'danger'}>{p.is_active ? 'Active' : 'Inactive'}</Badge>
        </Badges>
        <h2>{p.name}</h2>
        {p.description && <p>{p.description}</p>}
        <Price>
          <strong>{formatMoney(p.price)}</strong>
          {p.compare_at_price !== null && (
            <s>
              <span className="visually-hidden">Was </span>
              {formatMoney(p.compare_at_price)}
            </s>
          )}
        </Price>
        <p>Stock: {p.stock_quantity}</p>
      </Body>
      <Actions>
        <Button
          size="sm"
          variant="outline"
          disabled={!canEdit}
          onClick={props.onEdit}
          aria-label={`Edit ${p.name}`}
        >
          Edit
        </Button>
        <Button size="sm" variant="outline" disabled={!canEdit} onClick={props.onToggleActive}>
          {p.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={!canEdit}
          onClick={props.onDelete}
          aria-label={`Delete ${p.name}`}
        >
          Delete
        </Button>
      </Actions>
    </Shell>
  );
}
