import { publicAvailabilityDocs } from '@studio/domain';
import { doc, type Firestore, query, where } from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';
import type { BlockedRange } from '../utils/availability.ts';

export function activeAvailabilityBlocksQuery(db: Firestore) {
  return query(collectionRef(db, 'availabilityBlocks'), where('is_active', '==', true));
}

/**
 * The blocked times without their reasons (public_availability/blocked_dates). blocked_time_slots
 * themselves are staff-only, since a reason can be private; a function publishes this copy.
 */
export function publicBlockedDatesRef(db: Firestore) {
  return doc(collectionRef(db, 'publicAvailability'), publicAvailabilityDocs.blockedDates);
}

/** The studio's weekly hours (public), to grey out closed weekdays and hours. */
export function useWeeklyAvailability() {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(activeAvailabilityBlocksQuery(db));
  return { status, data: data ?? [], error };
}

/** The booked times without names (public_availability/booked_times), kept by a function. */
export function publicBookedTimesRef(db: Firestore) {
  return doc(collectionRef(db, 'publicAvailability'), publicAvailabilityDocs.bookedTimes);
}

/**
 * Reads the upcoming blocked times (spec §7: end_datetime not in the past), or with `booked` the
 * booked times, and hands them up. Render it inside an error boundary: the copies need a
 * signed-in user, and reactfire throws a listener's error; the wizard works without them (the
 * studio confirms the time on Instagram).
 */
export function BlockedTimeSlotsReader(props: {
  booked?: boolean;
  onChange: (blocked: BlockedRange[]) => void;
}) {
  const db = useFirestore();
  // Midnight today: the same cut-off for the whole visit.
  const today = useMemo(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d;
  }, []);
  // No document yet (nothing was ever blocked) reads as no blocked times.
  const ref = props.booked ? publicBookedTimesRef(db) : publicBlockedDatesRef(db);
  const { status, data } = useFirestoreDocData(ref);
  const { onChange } = props;
  useEffect(() => {
    if (status !== 'success') return;
    onChange((data?.slots ?? []).filter((slot) => slot.end_datetime >= today));
  }, [status, data, today, onChange]);
  return null;
}
