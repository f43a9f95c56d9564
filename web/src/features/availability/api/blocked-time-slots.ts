import { type BlockedTimeSlot, collections, upcomingBlockedSlots } from '@studio/domain';
import { addDoc, collection, doc, type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Slots whose end is not in the past (spec §7). One range filter, no orderBy: sorted by start
 * here, which needs no composite index.
 */
export function upcomingBlockedTimeSlotsQuery(db: Firestore, since: Date) {
  return query(collectionRef(db, 'blockedTimeSlots'), where('end_datetime', '>=', since));
}

/** `since` is fixed when the screen opens, so the listener is not rebuilt on every render. */
export function useUpcomingBlockedTimeSlots(since: Date) {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(upcomingBlockedTimeSlotsQuery(db, since));
  const slots = useMemo(() => upcomingBlockedSlots(data ?? [], since), [data, since]);
  return { status, data: slots, error };
}

/** Inserts {start_datetime, end_datetime, reason} (spec §7). */
export function addBlockedTimeSlot(db: Firestore, slot: BlockedTimeSlot) {
  return addDoc(collection(db, collections.blockedTimeSlots), slot);
}

/** The document a list entry stands for (Remove deletes it, Undo puts it back). */
export function blockedTimeSlotRef(db: Firestore, id: string) {
  return doc(db, collections.blockedTimeSlots, id);
}
