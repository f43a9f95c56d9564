import type { Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** Every service (the catalogue is small): a booking saved without its length takes its service's. */
export function servicesQuery(db: Firestore) {
  return collectionRef(db, 'services');
}

export function useServiceDurations(): ReadonlyMap<string, number> {
  const db = useFirestore();
  const { data } = useFirestoreCollectionData(servicesQuery(db));
  return useMemo(() => new Map((data ?? []).map((s) => [s.id, s.duration_minutes])), [data]);
}
