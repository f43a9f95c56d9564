import styled from '@emotion/styled';
import { productCategoryLabels } from '@studio/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { Card } from '../../../components/card.tsx';
import { CardImage } from '../../../components/card-image.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { isOutOfStock, productPrice } from '../utils/product-display.ts';

const Shell = styled(Card)({ display: 'flex', flexDirection: 'column', height: '100%' });

const Media = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: `linear-gradient(135deg, ${theme.colors.primarySoft}, ${theme.colors.accentSoft})`,
  display: 'grid',
  placeItems: 'center',
  fontSize: '3rem',
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Badges = styled.div({ position: 'absolute', top: 12, left: 12, display: 'flex', gap: 6 });

const Body = styled.div(({ theme }) => ({
  padding: 16,
  display: 'grid',
  gap: 6,
  flex: 1,
  alignContent: 'start',
  h3: { margin: 0, fontSize: '1.05rem' },
  p: { margin: 0, color: theme.colors.muted, fontSize: '0.9rem' },
}));

const Price = styled.p(({ theme }) => ({
  marginTop: 'auto !important',
  paddingTop: 8,
  display: 'flex',
  gap: 8,
  alignItems: 'baseline',
  strong: { fontSize: '1.15rem', color: theme.colors.text },
  s: { color: theme.colors.muted },
}));

/**
 * A product: image, name, description, price, struck-through compare-at, Featured, stock; `action`
 * (Add to cart, while online ordering is on) under the price.
 */
export function ProductCard({ product, action }: { product: Doc<'products'>; action?: ReactNode }) {
  const { price, compareAt } = productPrice(product);
  const soldOut = isOutOfStock(product);
  return (
    <Shell as="article" aria-label={product.name}>
      <Media>
        {product.image_url ? (
          <CardImage
            src={product.image_url}
            alt={product.name}
            // The card's 4:3 box.
            width={400}
            height={300}
            style={soldOut ? { opacity: 0.55 } : undefined}
          />
        ) : (
          <span aria-hidden="true">💅</span>
        )}
        <Badges>
          {product.featured && <Badge tone="accent">Featured</Badge>}
          {soldOut && <Badge tone="danger">Out of stock</Badge>}
        </Badges>
      </Media>
      <Body>
        <p>{productCategoryLabels[product.category]}</p>
        <h3>{product.name}</h3>
        {product.description && <p>{product.description}</p>}
        <Price>
          <strong>{price}</strong>
          {compareAt && (
            <s>
              <span className="visually-hidden">Was </span>
              {compareAt}
            </s>
          )}
        </Price>
        {action}
      </Body>
    </Shell>
  );
}
