import { staffRoles } from '@studio/domain';
import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Owner and assistants also have a profile (every account gets one at sign-up); the Clients
 * list leaves them out. Costs one read per staff member, never one per client.
 */
export function staffRolesQuery(db: Firestore) {
  return query(collectionRef(db, 'userRoles'), where('role', 'in', [...staffRoles]));
}

/** The staff uids, live; null until known. */
export function useStaffIds(): DataResult<ReadonlySet<string>> {
  const db = useFirestore();
  const read = useFirestoreCollectionData(staffRolesQuery(db));
  const ids = useMemo(() => new Set((read.data ?? []).map((role) => role.id)), [read.data]);
  return combinedResult([read], ids);
}
