import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * One service by id, live: for `/booking?service={id}` and for the service an interest names.
 * Undefined when missing; a client reading an archived one is refused by the rules, which
 * reactfire throws, so render it inside an ErrorBoundary.
 */
export function useService(serviceId: string) {
  const db = useFirestore();
  const ref = doc(collectionRef(db, 'services'), serviceId);
  const { status, data, error } = useFirestoreDocData(ref);
  return { status, data: status === 'success' ? data : undefined, error };
}
