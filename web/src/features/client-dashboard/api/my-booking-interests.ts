import type { WithdrawBookingInterestInput } from '@studio/domain';
import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { callFunction } from '../../../lib/firebase/index.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * 'My requests': the client's booking interests, newest first, live (issue 14). The client_id
 * filter is what the rules require of a client's list query. Each one is checked, so one odd
 * document is left out rather than taking her dashboard down.
 */
export function myBookingInterestsQuery(db: Firestore, uid: string) {
  return query(
    checkedCollectionRef(db, 'bookingInterests'),
    where('client_id', '==', uid),
    orderBy('created_at', 'desc'),
  );
}

export function useMyBookingInterests(uid: string) {
  const db = useFirestore();
  const read = useCheckedCollection(myBookingInterestsQuery(db, uid));
  return combinedResult([read], { interests: read.data.documents, unreadable: read.data.leftOut.length });
}

/**
 * She withdraws a request still new, through the withdrawBookingInterest callable (issue 31: no
 * browser writes an interest); its refusal's words (already answered) reach the toast.
 */
export async function withdrawBookingInterest(interestId: string): Promise<void> {
  await callFunction<WithdrawBookingInterestInput, unknown>('withdrawBookingInterest', { interestId });
}
