import { studioDateTime, type TimeZone, todayIn } from '@studio/domain';
import { type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** Midnight to midnight of the studio's today (23 or 25 hours on a daylight-saving day). */
export function studioToday(timeZone: TimeZone, now: Date): { start: Date; end: Date } {
  const today = todayIn(timeZone, now);
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return {
    start: studioDateTime(today, '00:00', timeZone),
    end: studioDateTime(tomorrow.toISOString().slice(0, 10), '00:00', timeZone),
  };
}

/**
 * Today's appointments, earliest first, live: only today's bookings are read. Checked as the
 * calendar's day view reads the same query (reactfire shares a listener between equal queries
 * whatever their converter): an odd booking is left out and named, never fatal.
 */
export function todaysBookingsQuery(db: Firestore, day: { start: Date; end: Date }) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('scheduled_at', '>=', day.start),
    where('scheduled_at', '<', day.end),
    orderBy('scheduled_at'),
  );
}

export function useTodaysBookings(timeZone: TimeZone) {
  const db = useFirestore();
  // Fixed for the visit: the overview stays on the day it was opened.
  const day = useMemo(() => studioToday(timeZone, new Date()), [timeZone]);
  const read = useCheckedCollection(todaysBookingsQuery(db, day));
  return combinedResult([read], { bookings: read.data.documents, leftOut: read.data.leftOut });
}
