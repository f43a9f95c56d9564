import { type Firestore, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { callFunction } from '../../../lib/firebase/index.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Her waitlist entries (issue 15), live. The client_id filter is what the rules require of her
 * query; sorted by day on the page (a second order would need a composite index for a handful
 * of documents). Each is checked, so one odd document is left out, not the list.
 */
export function myWaitlistQuery(db: Firestore, uid: string) {
  return query(checkedCollectionRef(db, 'waitlistEntries'), where('client_id', '==', uid));
}

export function useMyWaitlist(uid: string) {
  const db = useFirestore();
  const read = useCheckedCollection(myWaitlistQuery(db, uid));
  const { documents, leftOut } = read.data;
  const entries = [...documents].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return combinedResult([read], { entries, unreadable: leftOut.length });
}

/** She leaves a waitlist: leaveWaitlist deletes her entry (browsers no longer write entries). */
export async function leaveWaitlist(entryId: string): Promise<void> {
  await callFunction('leaveWaitlist', { entryId });
}
