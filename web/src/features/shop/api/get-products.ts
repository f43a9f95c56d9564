import { useMemo } from 'react';
import { type PublicQuery, usePublicQuery } from '../../../lib/firebase/index.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { byDisplayOrder } from '../../../utils/display-order.ts';

/** Visitors may list active products only (rules), and only while the shop toggle is on. */
export const activeProductsQuery: PublicQuery<'products'> = {
  collection: 'products',
  where: [['is_active', '==', true]],
};

/** Equality filters only: served without a composite index. */
export const featuredProductsQuery: PublicQuery<'products'> = {
  collection: 'products',
  where: [
    ['is_active', '==', true],
    ['featured', '==', true],
  ],
};

export function useActiveProducts() {
  const result = usePublicQuery(activeProductsQuery);
  const products = useMemo(() => byDisplayOrder(result.data), [result.data]);
  return combinedResult([result], products);
}

/** The home teaser's products: featured, in display order, at most `max`. */
export function useFeaturedProducts(max: number) {
  const result = usePublicQuery(featuredProductsQuery);
  const products = useMemo(() => byDisplayOrder(result.data).slice(0, max), [result.data, max]);
  return combinedResult([result], products);
}
