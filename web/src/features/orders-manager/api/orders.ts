import type { OrderStatus } from '@studio/domain';
import { type Firestore, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { callFunction } from '../../../lib/firebase/index.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

export const ordersPageSize = 100;

/** The latest shop orders, newest first (one field ordered: no composite index). */
export function latestOrdersQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'orders'), orderBy('created_at', 'desc'), limit(ordersPageSize));
}

/** Live; an order that does not match its schema is named in a notice, never the whole screen. */
export function useLatestOrders() {
  const db = useFirestore();
  const read = useCheckedCollection(latestOrdersQuery(db));
  return combinedResult([read], { orders: read.data.documents, leftOut: read.data.leftOut });
}

/** functions/src/shop/set-order-status.ts: a cancel puts the stock back in the same transaction. */
export async function setOrderStatus(orderId: string, status: OrderStatus): Promise<void> {
  await callFunction('setOrderStatus', { orderId, status });
}
