import { sortClientNotes } from '@studio/domain';
import { type Firestore, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { clientNotesRef } from './client-subcollections.ts';

/** A client's notes, pinned first then newest (spec §7), live. */
export function clientNotesQuery(db: Firestore, clientId: string) {
  return query(clientNotesRef(db, clientId), orderBy('is_pinned', 'desc'), orderBy('created_at', 'desc'));
}

export function useClientNotes(clientId: string) {
  const db = useFirestore();
  const read = useFirestoreCollectionData(clientNotesQuery(db, clientId));
  // Sorted again here: a note just pinned has its pending order before the server's answer.
  const notes = useMemo(() => sortClientNotes(read.data ?? []), [read.data]);
  return combinedResult([read], notes);
}
