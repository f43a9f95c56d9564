import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

export function activeAvailabilityBlocksQuery(db: Firestore) {
  return query(collectionRef(db, 'availabilityBlocks'), where('is_active', '==', true));
}

/** Blocks that have not ended yet (spec §7: end_datetime not in the past). */
export function upcomingBlockedTimeSlotsQuery(db: Firestore, now: Date) {
  return query(collectionRef(db, 'blockedTimeSlots'), where('end_datetime', '>=', now));
}

/**
 * The studio's weekly hours and blocked times, to grey out days and slots. Both are advisory:
 * if one cannot be read (the rules may keep blocked times to staff), the wizard still works and
 * the studio confirms the time on Instagram anyway.
 */
export function useAvailability() {
  const db = useFirestore();
  // Midnight today: a stable query key for the whole day.
  const today = useMemo(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d;
  }, []);
  const blocks = useFirestoreCollectionData(activeAvailabilityBlocksQuery(db));
  const blocked = useFirestoreCollectionData(upcomingBlockedTimeSlotsQuery(db, today));
  return {
    loading: blocks.status === 'loading',
    blocks: blocks.data ?? [],
    blocked: blocked.status === 'success' ? blocked.data : [],
  };
}
