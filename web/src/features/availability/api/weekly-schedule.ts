import {
  type AvailabilityBlock,
  collections,
  type NewAvailabilityBlock,
  weeklySchedule,
} from '@studio/domain';
import { addDoc, collection, doc, type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** Active weekly windows (spec §7); sorted by day then start here, so no composite index. */
export function activeAvailabilityBlocksQuery(db: Firestore) {
  return query(collectionRef(db, 'availabilityBlocks'), where('is_active', '==', true));
}

/** The active windows in day and start order, in reactfire's shape (data: [] until read). */
export function useWeeklySchedule() {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(activeAvailabilityBlocksQuery(db));
  const blocks = useMemo(() => weeklySchedule(data ?? []), [data]);
  return { status, data: blocks, error };
}

/** Inserts {day_of_week, start_time, end_time, is_active: true} (spec §7). */
export function addAvailabilityBlock(db: Firestore, input: NewAvailabilityBlock) {
  const block: AvailabilityBlock = { ...input, is_active: true };
  return addDoc(collection(db, collections.availabilityBlocks), block);
}

/** The document a list entry stands for (Remove deletes it, Undo puts it back). */
export function availabilityBlockRef(db: Firestore, id: string) {
  return doc(db, collections.availabilityBlocks, id);
}
