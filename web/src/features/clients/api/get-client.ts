import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

export function clientRef(db: Firestore, clientId: string) {
  return doc(collectionRef(db, 'profiles'), clientId);
}

/** One client's profile, live; `client` is undefined when there is no such profile. */
export function useClient(clientId: string) {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(clientRef(db, clientId));
  return { status, client: data };
}
