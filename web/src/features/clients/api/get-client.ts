import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

export function clientRef(db: Firestore, clientId: string) {
  return doc(checkedCollectionRef(db, 'profiles'), clientId);
}

/**
 * One client's profile, live and checked: `client` is undefined when there is no such profile,
 * `leftOut` the stored profile when it does not match its schema (the page then says why and
 * offers the repair instead of failing).
 */
export function useClient(clientId: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(clientRef(db, clientId));
  return {
    status,
    client: data?.ok ? data.document : undefined,
    leftOut: data && !data.ok ? data : undefined,
  };
}
