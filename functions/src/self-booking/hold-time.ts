// holdTime: a visitor's chosen start is held for her while she signs in (issue 32). One
// transaction reads the day's locks, bookings and holds, checks the start with the domain module
// (live holds count as busy, her own does not), deletes her previous hold and writes the new one:
// one hold per visitor, and of twenty visitors after one time exactly one gets it.
import {
  type BookingHold,
  collections,
  type HoldTimeInput,
  type HoldTimeResponse,
  holdExpiry,
  holdTimeRequestSchema,
  memberForStart,
  studioDateOfInstant,
  visitLength,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { touchBookingDays, utcDaysOf } from '../bookings/booking-slots.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { refuseTime } from './refusals.ts';
import {
  freeStartsOf,
  readDayDocuments,
  readStudioReference,
  readVisitCatalogue,
  requireBookableMember,
  studioDayOf,
} from './studio-day.ts';

export async function holdTimeFor(
  firestore: Firestore,
  input: HoldTimeInput,
  now: Date,
): Promise<HoldTimeResponse> {
  const [reference, visit] = await Promise.all([
    readStudioReference(firestore),
    readVisitCatalogue(firestore, input),
  ]);
  requireBookableMember(reference, input.staffId);
  const date = studioDateOfInstant(input.startsAt, reference.settings.scheduling_timezone);
  const end = new Date(input.startsAt.getTime() + visitLength(visit.visit).totalMinutes * 60_000);
  const holdsRef = firestore.collection(collections.bookingHolds);
  const holdRef = holdsRef.doc();
  return firestore.runTransaction(async (tx) => {
    const locks = utcDaysOf({ start: input.startsAt, end }).map((d) =>
      firestore.collection(collections.bookingDays).doc(d),
    );
    const [, documents, mine] = await Promise.all([
      tx.getAll(...locks),
      readDayDocuments(firestore, date, reference, tx),
      tx.get(holdsRef.where('holder', '==', input.visitorToken)),
    ]);
    const day = studioDayOf(date, reference, visit, documents, now, input.visitorToken);
    const choice = memberForStart(day, visit.visit, input.staffId, input.startsAt);
    if (!choice.free) refuseTime(choice, freeStartsOf(day, visit.visit, input.staffId));
    const expiresAt = holdExpiry(now, reference.settings.booking_hold_minutes);
    for (const old of mine.docs) tx.delete(old.ref);
    touchBookingDays(firestore, tx, { start: input.startsAt, end }, holdRef.id, now);
    tx.create(holdRef, {
      holder: input.visitorToken,
      staff_id: choice.staffId,
      service_ids: input.serviceIds,
      start: input.startsAt,
      end,
      expires_at: expiresAt,
      created_at: now,
    } satisfies BookingHold);
    return {
      holdId: holdRef.id,
      staffId: choice.staffId,
      startsAt: input.startsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    };
  });
}

export const holdTime = onCall(async (request) => {
  const input = decodeRequest(holdTimeRequestSchema, request.data);
  return holdTimeFor(db, input, new Date());
});
