import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Blocked slots that have not ended before the days shown (one range filter, no composite
 * index); those starting after the last day are dropped here. Past slots are never read.
 */
export function calendarBlockedSlotsQuery(db: Firestore, start: Date) {
  return query(collectionRef(db, 'blockedTimeSlots'), where('end_datetime', '>', start));
}

export function useCalendarBlockedSlots(start: Date, end: Date) {
  const db = useFirestore();
  const read = useFirestoreCollectionData(calendarBlockedSlotsQuery(db, start));
  const slots = useMemo(
    () => (read.data ?? []).filter((slot) => slot.start_datetime < end),
    [read.data, end],
  );
  return combinedResult([read], slots);
}
