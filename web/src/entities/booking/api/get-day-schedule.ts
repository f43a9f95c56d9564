import { endOfStudioDay, maxBookingDurationMinutes, startOfStudioDay, type TimeZone } from '@studio/domain';
import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { collectionRef, type Doc } from '../../../utils/firestore-refs.ts';

/** A studio day as instants, and how far back a booking may start and still reach into it. */
export function studioDay(date: string, timeZone: TimeZone) {
  const start = startOfStudioDay(date, timeZone);
  return {
    start,
    end: endOfStudioDay(date, timeZone),
    earliestReaching: new Date(start.getTime() - maxBookingDurationMinutes * 60_000),
  };
}

/** The bookings that may overlap a day: those starting up to the longest booking before it. */
export function dayBookingsQuery(db: Firestore, day: ReturnType<typeof studioDay>) {
  return query(
    collectionRef(db, 'bookings'),
    where('scheduled_at', '>=', day.earliestReaching),
    where('scheduled_at', '<', day.end),
  );
}

/** Blocked slots not over before the day starts (one range filter; later ones dropped by the caller). */
export function dayBlockedSlotsQuery(db: Firestore, day: ReturnType<typeof studioDay>) {
  return query(collectionRef(db, 'blockedTimeSlots'), where('end_datetime', '>', day.start));
}

export function openingWindowsQuery(db: Firestore) {
  return query(collectionRef(db, 'availabilityBlocks'), where('is_active', '==', true));
}

/** What a day's free start times are computed from (empty lists while they load). */
export interface DaySchedule {
  windows: Doc<'availabilityBlocks'>[];
  blockedSlots: Doc<'blockedTimeSlots'>[];
  bookings: Doc<'bookings'>[];
}

/**
 * What a day's free start times are computed from, live: the weekly windows, the day's blocked
 * slots and the bookings around it. Reads that day's documents only, never all bookings.
 */
export function useDaySchedule(date: string, timeZone: TimeZone): DataResult<DaySchedule> {
  const db = useFirestore();
  const day = useMemo(() => studioDay(date, timeZone), [date, timeZone]);
  const windows = useFirestoreCollectionData(openingWindowsQuery(db));
  const slots = useFirestoreCollectionData(dayBlockedSlotsQuery(db, day));
  const bookings = useFirestoreCollectionData(dayBookingsQuery(db, day));
  const schedule = useMemo(
    () => ({
      windows: windows.data ?? [],
      blockedSlots: (slots.data ?? []).filter((s) => s.start_datetime < day.end),
      bookings: bookings.data ?? [],
    }),
    [windows.data, slots.data, bookings.data, day],
  );
  return combinedResult([windows, slots, bookings], schedule);
}
