// The no-double-booking check every booking transaction makes. Cost per call: the bookings that
// start within maxBookingDurationMinutes before the interval's end (a bounded range on
// scheduled_at, never all bookings), the blocked slots ending after its start, and one
// booking_days document per UTC day the interval touches, each read and written. What is in the
// way is the domain availability module's answer (whatIsInTheWay).
import {
  type BookingRefusal,
  blockedTimeSlotSchema,
  bookingSchema,
  collections,
  type Interval,
  maxBookingDurationMinutes,
  whatIsInTheWay,
} from '@studio/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

type Conflict = Extract<BookingRefusal, { reason: 'conflict' }>['conflicts'][number];

/** The studio is one chair, the owner's, until staff profiles are wired (issue 31). */
const onlyMember = 'owner';

/** The UTC days an interval touches, 'yyyy-MM-dd' (a zero-length interval touches its start day). */
export function utcDaysOf(interval: Interval): string[] {
  const days: string[] = [];
  const last = Math.max(interval.start.getTime(), interval.end.getTime() - 1);
  for (let t = Date.parse(interval.start.toISOString().slice(0, 10)); t <= last; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Reads what could conflict with `interval` inside the transaction: the day locks first (so
 * every transaction on a day reads the same document), then the overlapping bookings that hold
 * their time and the blocked slots. `ignoreId` is the booking being moved or reopened.
 */
export async function conflictsInTransaction(
  db: Firestore,
  tx: Transaction,
  interval: Interval,
  ignoreId: string | null,
): Promise<Conflict[]> {
  const days = utcDaysOf(interval).map((day) => db.collection(collections.bookingDays).doc(day));
  const since = new Date(interval.start.getTime() - maxBookingDurationMinutes * 60_000);
  const bookingsQuery = db
    .collection(collections.bookings)
    .where('scheduled_at', '>', since)
    .where('scheduled_at', '<', interval.end);
  const slotsQuery = db.collection(collections.blockedTimeSlots).where('end_datetime', '>', interval.start);
  const [, bookings, slots] = await Promise.all([
    tx.getAll(...days),
    tx.get(bookingsQuery),
    tx.get(slotsQuery),
  ]);
  const held = bookings.docs.flatMap((doc) => {
    const parsed = bookingSchema.safeParse(doc.data());
    // One chair until staff profiles are wired (issue 31): every booking takes it.
    return parsed.success ? [{ ...parsed.data, id: doc.id, staff_id: null }] : [];
  });
  const blocked = slots.docs.flatMap((doc) => {
    const parsed = blockedTimeSlotSchema.safeParse(doc.data());
    return parsed.success ? [parsed.data] : [];
  });
  const inTheWay = whatIsInTheWay(
    {
      ownerUid: onlyMember,
      staff: [{ uid: onlyMember, bookable: true, display_name: 'The studio' }],
      blockedSlots: blocked,
      bookings: held,
      ...(ignoreId === null ? {} : { exceptBookingId: ignoreId }),
    },
    onlyMember,
    interval,
  );
  const byId = new Map(held.map((b) => [b.id, b]));
  return inTheWay.map((busy): Conflict => {
    const booking = busy.bookingId === undefined ? undefined : byId.get(busy.bookingId);
    if (busy.kind === 'booking' && booking)
      return {
        kind: 'booking',
        ...isoOf(busy),
        label: `${booking.service_name ?? 'A booking'} (${booking.client_name ?? 'client'})`,
        client: booking.client_name,
        service: booking.service_name,
      };
    return { kind: 'blocked_slot', ...isoOf(busy), label: 'Blocked time', client: null, service: null };
  });
}

function isoOf(interval: Interval) {
  return { start: interval.start.toISOString(), end: interval.end.toISOString() };
}

/** Refuses with the conflicts unless staff chose to override them. */
export function refuseConflicts(conflicts: readonly Conflict[], override: boolean): void {
  if (conflicts.length === 0 || override) return;
  const details: BookingRefusal = { reason: 'conflict', conflicts: [...conflicts] };
  const what = conflicts[0]?.kind === 'blocked_slot' ? 'a blocked time' : 'another booking';
  throw new HttpsError(
    'failed-precondition',
    `That time overlaps ${what}${conflicts.length > 1 ? ` and ${conflicts.length - 1} more` : ''}. Pick another time or book anyway.`,
    details,
  );
}

/** Writes the day locks of the interval, so a concurrent transaction on those days must retry. */
export function touchBookingDays(
  db: Firestore,
  tx: Transaction,
  interval: Interval,
  bookingId: string,
  now: Date,
) {
  for (const day of utcDaysOf(interval))
    tx.set(db.collection(collections.bookingDays).doc(day), { last_booking_id: bookingId, updated_at: now });
}
