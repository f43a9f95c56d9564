import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** Her 10 latest shop orders (reserve for pickup), live; the client_id filter is what the rules ask. */
export function myOrdersQuery(db: Firestore, uid: string) {
  return query(
    checkedCollectionRef(db, 'orders'),
    where('client_id', '==', uid),
    orderBy('created_at', 'desc'),
    limit(10),
  );
}

/** An order that does not match its schema is left out, never the whole list. */
export function useMyOrders(uid: string) {
  const db = useFirestore();
  const read = useCheckedCollection(myOrdersQuery(db, uid));
  return combinedResult([read], { orders: read.data.documents });
}
