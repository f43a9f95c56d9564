import { staffRoles } from '@studio/domain';
import { type Firestore, getCountFromServer, type Query, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The overview's figures are aggregation queries: the server counts and the browser reads one
 * result per card, never the documents (issue 7, cost).
 */
export function overviewCountQueries(db: Firestore) {
  return {
    bookings: collectionRef(db, 'bookings'),
    activeServices: query(collectionRef(db, 'services'), where('is_active', '==', true)),
    products: collectionRef(db, 'products'),
    profiles: collectionRef(db, 'profiles'),
    staff: query(collectionRef(db, 'userRoles'), where('role', 'in', [...staffRoles])),
  } satisfies Record<string, Query>;
}

export type OverviewCountKey = keyof ReturnType<typeof overviewCountQueries>;

/** A count, or why there is none: still loading, or refused (e.g. an assistant without reports). */
export type CountState = { status: 'loading' } | { status: 'success'; count: number } | { status: 'error' };

export async function countOf(q: Query): Promise<CountState> {
  try {
    const snapshot = await getCountFromServer(q);
    return { status: 'success', count: snapshot.data().count };
  } catch (error) {
    console.error('A dashboard count could not be read:', error);
    return { status: 'error' };
  }
}

const loading: CountState = { status: 'loading' };

/**
 * Clients: every profile but the staff's own (each account has one; walk-in clients have a
 * profile and no role), so two server counts and no document read. The spec's fixed 0 is a defect.
 */
export function clientsCount(profiles: CountState, staff: CountState): CountState {
  if (profiles.status === 'error' || staff.status === 'error') return { status: 'error' };
  if (profiles.status === 'loading' || staff.status === 'loading') return loading;
  return { status: 'success', count: Math.max(0, profiles.count - staff.count) };
}

/** The server counts, each settling on its own so one refusal does not hide the others. */
export function useOverviewCounts(): Record<OverviewCountKey, CountState> {
  const db = useFirestore();
  const [counts, setCounts] = useState<Record<OverviewCountKey, CountState>>({
    bookings: loading,
    activeServices: loading,
    products: loading,
    profiles: loading,
    staff: loading,
  });
  useEffect(() => {
    let current = true;
    const queries = overviewCountQueries(db);
    for (const key of Object.keys(queries) as OverviewCountKey[]) {
      void countOf(queries[key]).then((state) => {
        if (current) setCounts((before) => ({ ...before, [key]: state }));
      });
    }
    return () => {
      current = false;
    };
  }, [db]);
  return counts;
}
