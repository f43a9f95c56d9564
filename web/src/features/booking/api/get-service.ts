import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** One active service by id, for `/booking?service={id}`; undefined when missing or hidden. */
export function useService(serviceId: string) {
  const db = useFirestore();
  const ref = doc(collectionRef(db, 'services'), serviceId);
  const { status, data } = useFirestoreDocData(ref);
  return { status, service: status === 'success' ? data : undefined };
}
