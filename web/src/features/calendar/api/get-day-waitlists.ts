import { waitlistInJoinOrder } from '@studio/domain';
import { doc, type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { checkedCollectionRef, collectionRef } from '../../../utils/firestore-refs.ts';

/** The waitlist entries of the days shown: one range on date, no composite index. */
export function dayWaitlistsQuery(db: Firestore, first: string, last: string) {
  return query(
    checkedCollectionRef(db, 'waitlistEntries'),
    where('date', '>=', first),
    where('date', '<=', last),
  );
}

/** Each shown day's waiting clients, in the order they joined (the order they are told in). */
export function useDayWaitlists(days: readonly string[]) {
  const db = useFirestore();
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const read = useCheckedCollection(dayWaitlistsQuery(db, first, last));
  const { documents, leftOut } = read.data;
  const byDay = useMemo(() => {
    const map = new Map<string, Doc<'waitlistEntries'>[]>();
    for (const entry of waitlistInJoinOrder(documents))
      map.set(entry.date, [...(map.get(entry.date) ?? []), entry]);
    return map;
  }, [documents]);
  return combinedResult([read], { byDay, unreadable: leftOut.length });
}

/** A waiting client's name from her profile (staff read profiles); null while it loads. */
export function useWaitingClientName(clientId: string): DataResult<string | null> {
  const db = useFirestore();
  const read = useFirestoreDocData(doc(collectionRef(db, 'profiles'), clientId));
  return combinedResult([read], read.data ? (read.data.full_name ?? 'Client without a name') : null);
}
