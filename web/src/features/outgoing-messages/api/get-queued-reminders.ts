import { queuedReminders } from '@studio/domain';
import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';
import { useStaffSettings } from '../../../utils/staff-access.ts';

/** How many upcoming bookings the list looks at, soonest first. */
export const queuedRemindersLimit = 100;

/** The upcoming bookings, soonest first: the reminder queue holds one task for each that happens. */
export function upcomingBookingsQuery(db: Firestore, since: Date) {
  return query(
    checkedCollectionRef(db, 'bookings'),
    where('scheduled_at', '>=', since),
    orderBy('scheduled_at'),
    limit(queuedRemindersLimit),
  );
}

/**
 * The reminders still to go out (issue 29 item 10), with their due time: derived from the
 * bookings and notification_reminder_hours as the queue derives them (Cloud Tasks cannot be
 * listed from a browser). Fixed to the moment the page opened.
 */
export function useQueuedReminders() {
  const db = useFirestore();
  const [since] = useState(() => new Date());
  const settings = useStaffSettings();
  const bookings = useCheckedCollection(upcomingBookingsQuery(db, since));
  const hours = settings.data.notification_reminder_hours;
  const reminders = useMemo(
    () => queuedReminders(bookings.data.documents, hours, since),
    [bookings.data, hours, since],
  );
  return combinedResult([bookings, settings], { reminders, hours });
}
