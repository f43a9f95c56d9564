import type { Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** Every service (the catalogue is small): a booking saved without its length takes its service's. */
export function servicesQuery(db: Firestore) {
  return collectionRef(db, 'services');
}

export function useServiceDurations(): DataResult<ReadonlyMap<string, number>> {
  const db = useFirestore();
  const read = useFirestoreCollectionData(servicesQuery(db));
  const durations = useMemo(
    () => new Map((read.data ?? []).map((s) => [s.id, s.duration_minutes])),
    [read.data],
  );
  return combinedResult([read], durations);
}
