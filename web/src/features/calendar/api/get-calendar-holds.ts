import { isHoldLive } from '@studio/domain';
import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** Times held for visitors signing in (issue 32) that start within the days shown; staff read them. */
export function calendarHoldsQuery(db: Firestore, start: Date, end: Date) {
  return query(
    checkedCollectionRef(db, 'bookingHolds'),
    where('start', '>=', start),
    where('start', '<', end),
  );
}

/**
 * The live holds of the days shown, by member, live: an expired hold is left out even before the
 * cleaning schedule deletes it (domain isHoldLive, judged when the calendar draws).
 */
export function useCalendarHolds(start: Date, end: Date) {
  const db = useFirestore();
  const read = useCheckedCollection(calendarHoldsQuery(db, start, end));
  const { documents } = read.data;
  const holds = useMemo(() => {
    const now = new Date();
    return documents
      .filter((hold) => isHoldLive({ expires_at: hold.expires_at }, now))
      .map((hold) => ({ id: hold.id, staffId: hold.staff_id, start: hold.start, end: hold.end }));
  }, [documents]);
  return combinedResult([read], holds);
}
