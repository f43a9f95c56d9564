import { type Firestore, query, where } from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';
import type { BlockedRange } from '../utils/availability.ts';

export function activeAvailabilityBlocksQuery(db: Firestore) {
  return query(collectionRef(db, 'availabilityBlocks'), where('is_active', '==', true));
}

/** Blocks that have not ended yet (spec §7: end_datetime not in the past). */
export function upcomingBlockedTimeSlotsQuery(db: Firestore, now: Date) {
  return query(collectionRef(db, 'blockedTimeSlots'), where('end_datetime', '>=', now));
}

/** The studio's weekly hours (public), to grey out closed weekdays and hours. */
export function useWeeklyAvailability() {
  const db = useFirestore();
  const blocks = useFirestoreCollectionData(activeAvailabilityBlocksQuery(db));
  return { loading: blocks.status === 'loading', blocks: blocks.data ?? [] };
}

/**
 * Reads the upcoming blocked times and hands them up. Render it inside an error boundary: the
 * rules may keep blocked times to staff, and then reactfire throws; the wizard works without
 * them (the studio confirms the time on Instagram anyway).
 */
export function BlockedTimeSlotsReader(props: { onChange: (blocked: BlockedRange[]) => void }) {
  const db = useFirestore();
  // Midnight today: a stable query key for the whole visit.
  const today = useMemo(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d;
  }, []);
  const { status, data } = useFirestoreCollectionData(upcomingBlockedTimeSlotsQuery(db, today));
  const { onChange } = props;
  useEffect(() => {
    if (status === 'success') onChange(data);
  }, [status, data, onChange]);
  return null;
}
