// The per-member check every booking transaction makes (issue 31). It reads, inside the
// transaction: the day locks, the bookings that start within maxBookingDurationMinutes plus a
// day's clean-up before the interval's end (a bounded range on scheduled_at, never all bookings),
// the live holds of visitors signing in over the same range (issue 32: staff do not book over a
// held time unless they say so), the blocked slots ending after its start, and the team. The domain's availability module
// decides: chooseBookingMember for a new time, whatIsInTheWay for a booking coming back.
// Cost per call: one booking_days document per UTC day touched (read and written), that window's
// bookings, the upcoming blocked slots, the staff roles and profiles.
import {
  type AvailabilityBlock,
  type BookingRefusal,
  type BusyTime,
  blockedTimeSlotSchema,
  bookingHoldSchema,
  bookingSchema,
  chooseBookingMember,
  collections,
  dayHoldOf,
  type MemberChoice,
  type MemberOverrides,
  maxBookingDurationMinutes,
  type StudioDay,
  studioDateOfInstant,
  type TimeSpan,
  type TimeZone,
  type VisitService,
  whatIsInTheWay,
} from '@studio/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readTeam } from './booking-team.ts';

type Conflict = Extract<BookingRefusal, { reason: 'conflict' }>['conflicts'][number];

/** The longest clean-up a service may have (catalog's buffer_minutes). */
const maxBufferMinutes = 1440;

/** A contended booking day retries more than firebase-admin's default five attempts. */
export const bookingTransactionOptions = { maxAttempts: 30 };

/** The UTC days an interval touches, 'yyyy-MM-dd' (a zero-length interval touches its start day). */
export function utcDaysOf(interval: TimeSpan): string[] {
  const days: string[] = [];
  const last = Math.max(interval.start.getTime(), interval.end.getTime() - 1);
  for (let t = Date.parse(interval.start.toISOString().slice(0, 10)); t <= last; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** What the day is judged against besides the documents read in the transaction. */
export interface DayReference {
  timeZone: TimeZone;
  now: Date;
  studioHours: readonly AvailabilityBlock[];
  /** buffer_minutes by service id, for bookings stored without their own. */
  serviceBuffers: Readonly<Record<string, number>>;
}

export type BookingDay = StudioDay & {
  labels: Map<string, { client: string | null; service: string | null }>;
};

/**
 * Reads the day around `interval` in the transaction: the day locks first (so every transaction
 * on a day reads the same document), then the bookings, blocked slots and team. `ignoreId` is
 * the booking being moved or reinstated: it does not stand in its own way.
 */
export async function readBookingDay(
  db: Firestore,
  tx: Transaction,
  interval: TimeSpan,
  reference: DayReference,
  ignoreId: string | null,
): Promise<BookingDay> {
  const days = utcDaysOf(interval).map((day) => db.collection(collections.bookingDays).doc(day));
  const since = new Date(interval.start.getTime() - (maxBookingDurationMinutes + maxBufferMinutes) * 60_000);
  const bookingsQuery = db
    .collection(collections.bookings)
    .where('scheduled_at', '>', since)
    .where('scheduled_at', '<', interval.end);
  const holdsQuery = db
    .collection(collections.bookingHolds)
    .where('start', '>', since)
    .where('start', '<', interval.end);
  const slotsQuery = db.collection(collections.blockedTimeSlots).where('end_datetime', '>', interval.start);
  const [, bookings, holds, slots, team] = await Promise.all([
    tx.getAll(...days),
    tx.get(bookingsQuery),
    tx.get(holdsQuery),
    tx.get(slotsQuery),
    readTeam(db, tx),
  ]);
  const labels = new Map<string, { client: string | null; service: string | null }>();
  const held = bookings.docs.flatMap((doc) => {
    const parsed = bookingSchema.safeParse(doc.data());
    if (!parsed.success) return [];
    labels.set(doc.id, { client: parsed.data.client_name, service: parsed.data.service_name });
    return [{ ...parsed.data, id: doc.id }];
  });
  return {
    date: studioDateOfInstant(interval.start, reference.timeZone),
    timeZone: reference.timeZone,
    now: reference.now,
    ownerUid: team.ownerUid,
    staff: team.members,
    studioHours: reference.studioHours,
    blockedSlots: slots.docs.flatMap((doc) => {
      const parsed = blockedTimeSlotSchema.safeParse(doc.data());
      return parsed.success ? [parsed.data] : [];
    }),
    bookings: held,
    // An expired hold no longer counts (the domain compares expires_at with `now`).
    holds: holds.docs.flatMap((doc) => {
      const parsed = bookingHoldSchema.safeParse(doc.data());
      return parsed.success ? [dayHoldOf(doc.id, parsed.data)] : [];
    }),
    serviceBuffers: reference.serviceBuffers,
    ...(ignoreId === null ? {} : { exceptBookingId: ignoreId }),
    labels,
  };
}

/** What is in a member's way, in the words the booking form shows. */
export function conflictsOf(day: BookingDay, busy: readonly BusyTime[]): Conflict[] {
  return busy.map((b): Conflict => {
    const iso = { start: b.start.toISOString(), end: b.end.toISOString() };
    const label = b.bookingId === undefined ? undefined : day.labels.get(b.bookingId);
    if (b.kind === 'booking')
      return {
        kind: 'booking',
        ...iso,
        label: `${label?.service ?? 'A booking'} (${label?.client ?? 'client'})`,
        client: label?.client ?? null,
        service: label?.service ?? null,
      };
    return {
      kind: 'blocked_slot',
      ...iso,
      label:
        b.kind === 'time_off'
          ? 'Time off'
          : b.kind === 'hold'
            ? 'Held for a client booking online'
            : 'Blocked time',
      client: null,
      service: null,
    };
  });
}

/** Refuses with what is in the way (details reason 'conflict', so the form offers "Book anyway"). */
export function refuseConflicts(message: string, conflicts: readonly Conflict[]): never {
  const details: BookingRefusal = { reason: 'conflict', conflicts: [...conflicts] };
  throw new HttpsError('failed-precondition', message, details);
}

/** Writes the day locks of the interval, so a concurrent transaction on those days must retry. */
export function touchBookingDays(
  db: Firestore,
  tx: Transaction,
  interval: TimeSpan,
  bookingId: string,
  now: Date,
) {
  for (const day of utcDaysOf(interval))
    tx.set(db.collection(collections.bookingDays).doc(day), { last_booking_id: bookingId, updated_at: now });
}

/**
 * The member who does the visit at `start` (the one asked for, or the first free for anyone),
 * or the refusal a browser sees: invalid-argument for an unknown or unbookable member,
 * failed-precondition naming the reason otherwise, with details the form can act on.
 */
export function memberForVisit(
  day: BookingDay,
  visit: readonly VisitService[],
  start: Date,
  staffId: string | null,
  overrides: MemberOverrides,
): Extract<MemberChoice, { ok: true }> {
  const choice = chooseBookingMember(day, visit, start, staffId, overrides);
  if (choice.ok) return choice;
  switch (choice.reason) {
    case 'unknown_member':
    case 'not_bookable':
      throw new HttpsError('invalid-argument', choice.message);
    case 'service_not_offered':
      throw new HttpsError('failed-precondition', choice.message, { reason: 'service_not_offered' });
    case 'outside_hours': {
      const details: BookingRefusal = { reason: 'time_limit', override: 'outside_hours' };
      throw new HttpsError(
        'failed-precondition',
        `${choice.message} Book it anyway only for an after-hours visit.`,
        details,
      );
    }
    case 'not_free': {
      const conflicts = conflictsOf(day, choice.conflicts);
      const first = conflicts[0];
      const what =
        first?.kind === 'booking'
          ? 'another booking'
          : first?.label === 'Time off'
            ? 'her time off'
            : 'a blocked time';
      const more = conflicts.length > 1 ? ` and ${conflicts.length - 1} more` : '';
      return refuseConflicts(
        `${choice.message} It overlaps ${what}${more}. Pick another time or book anyway.`,
        conflicts,
      );
    }
  }
}

/** Refuses a booking coming back (reopened, no-show undone) over what is now in her way. */
export function conflictsForMember(day: BookingDay, staffId: string, span: TimeSpan): Conflict[] {
  return conflictsOf(day, whatIsInTheWay(day, staffId, span));
}
