import { currentDelay } from '@studio/domain';
import { query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * How late each member is running on `date` (issue 34), live: staff_status, which setRunningLate
 * writes; a delay of another day has cleared itself (domain currentDelay). Members on time are
 * left out.
 */
export function useStaffDelays(date: string): DataResult<ReadonlyMap<string, number>> {
  const db = useFirestore();
  const statuses = useCheckedCollection(query(checkedCollectionRef(db, 'staffStatus')));
  const delays = useMemo(
    () =>
      new Map(
        statuses.data.documents
          .map((status) => [status.id, currentDelay(status, date)] as const)
          .filter(([, minutes]) => minutes > 0),
      ),
    [statuses.data, date],
  );
  return combinedResult([statuses], delays);
}
