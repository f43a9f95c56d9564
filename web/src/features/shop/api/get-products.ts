import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** Visitors may list active products only (rules), and only while the shop toggle is on. */
export function activeProductsQuery(db: Firestore) {
  return query(collectionRef(db, 'products'), where('is_active', '==', true));
}

/** Equality filters only: served without a composite index. */
export function featuredProductsQuery(db: Firestore) {
  return query(collectionRef(db, 'products'), where('is_active', '==', true), where('featured', '==', true));
}

export function useActiveProducts() {
  const db = useFirestore();
  const result = useFirestoreCollectionData(activeProductsQuery(db));
  const products = useMemo(() => byDisplayOrder(result.data ?? []), [result.data]);
  return { status: result.status, products };
}

/** The home teaser's products: featured, in display order, at most `max`. */
export function useFeaturedProducts(max: number) {
  const db = useFirestore();
  const result = useFirestoreCollectionData(featuredProductsQuery(db));
  const products = useMemo(() => byDisplayOrder(result.data ?? []).slice(0, max), [result.data, max]);
  return { status: result.status, products };
}
