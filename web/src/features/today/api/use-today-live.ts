// The Today board's live reads: today's bookings, every member's status and who is on the team,
// each a snapshot listener with metadata, so the board knows when its data comes from the cache
// (no connection) rather than the server.
import {
  type BoardConnection,
  endOfStudioDay,
  nextBoardConnection,
  startOfStudioDay,
  type TimeZone,
} from '@studio/domain';
import {
  type Firestore,
  onSnapshot,
  orderBy,
  type Query,
  query,
  type SnapshotMetadata,
  where,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { staffRolesQuery } from '../../../entities/staff/api/staff-roles.ts';
import type { DataResult } from '../../../utils/combined-status.ts';
import { type Checked, checkedCollectionRef, type Doc } from '../../../utils/firestore-refs.ts';

export function todayBookingsQuery(db: Firestore, date: string, timeZone: TimeZone) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('scheduled_at', '>=', startOfStudioDay(date, timeZone)),
    where('scheduled_at', '<', endOfStudioDay(date, timeZone)),
    orderBy('scheduled_at', 'asc'),
  );
}

/** One listener's documents (odd ones counted, not shown), and whether a snapshot has come. */
export interface LiveList<T> {
  documents: T[];
  leftOut: number;
  loaded: boolean;
}

/** What the Today board draws, live, and how fresh it is. */
export interface TodayLive {
  bookings: LiveList<Doc<'bookings'>>;
  statuses: LiveList<Doc<'staffStatus'>>;
  roles: LiveList<Doc<'userRoles'>>;
  connection: BoardConnection;
}

/** One listener's documents (odd ones counted, not shown) and whether they came from the server. */
function useLiveList<T>(
  build: () => Query<Checked<never>>,
  key: string,
  onMetadata: (metadata: SnapshotMetadata) => void,
): LiveList<T> {
  const [state, setState] = useState<LiveList<T>>({
    documents: [],
    leftOut: 0,
    loaded: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is rebuilt only when its key changes.
  useEffect(() => {
    return onSnapshot(
      build(),
      { includeMetadataChanges: true },
      (snapshot) => {
        const checked = snapshot.docs.map((d) => d.data() as unknown as Checked<never>);
        setState({
          documents: checked.flatMap((c) => (c.ok ? [c.document as T] : [])),
          leftOut: checked.filter((c) => !c.ok).length,
          loaded: true,
        });
        onMetadata(snapshot.metadata);
      },
      () => onMetadata({ fromCache: true, hasPendingWrites: false } as SnapshotMetadata),
    );
  }, [key]);
  return state;
}

/**
 * Today's bookings, the members' statuses and the staff roles, live; `connection` follows the
 * snapshots' fromCache and the browser's online/offline events (clock: `clock()`). 'success' once
 * every list has had a snapshot. Never 'error': a listener that fails is the board offline (it
 * says so after 30 s, issue 34), so the board keeps what it last showed instead of a failure.
 */
export function useTodayLive(date: string, timeZone: TimeZone, clock: () => Date): DataResult<TodayLive> {
  const db = useFirestore();
  // Not live until the server answers: a board that never connects says so after 30 s too.
  const [connection, setConnection] = useState<BoardConnection>(() => ({
    lastUpdateAt: null,
    disconnectedSince: clock(),
  }));
  const signal = useMemo(
    () => (live: boolean) =>
      setConnection((previous) => nextBoardConnection(previous, { live, at: clock() })),
    [clock],
  );
  const onMetadata = (metadata: SnapshotMetadata) => signal(!metadata.fromCache);
  useEffect(() => {
    const offline = () => signal(false);
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, [signal]);
  const bookings = useLiveList<Doc<'bookings'>>(
    () => todayBookingsQuery(db, date, timeZone) as unknown as Query<Checked<never>>,
    `bookings-${date}-${timeZone}`,
    onMetadata,
  );
  const statuses = useLiveList<Doc<'staffStatus'>>(
    () => checkedCollectionRef(db, 'staffStatus') as unknown as Query<Checked<never>>,
    'staff-status',
    onMetadata,
  );
  const roles = useLiveList<Doc<'userRoles'>>(
    () => staffRolesQuery(db) as unknown as Query<Checked<never>>,
    'staff-roles',
    onMetadata,
  );
  const loaded = bookings.loaded && statuses.loaded && roles.loaded;
  return {
    status: loaded ? 'success' : 'loading',
    data: { bookings, statuses, roles, connection },
    error: undefined,
  };
}
