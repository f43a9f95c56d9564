// createBooking: staff book a client for a visit of one or more services with a member (issue 31:
// staffId, or anyone who does the services and is free, chosen in the transaction in the team's
// order). The price is quoted here (authoritative) with the domain's quoteVisit, with the client's
// points less those reserved on her upcoming bookings; a time in the past, beyond the advance limit
// or outside the member's hours needs staff's override, recorded; the transaction checks the member
// is free until the visit's last clean-up is done (booking-slots.ts), and when the booking converts
// an interest, marks it converted with the booking's id in the same commit.
import {
  allergyWarningText,
  type BookingRefusal,
  bookingPriceFields,
  bookingServiceOf,
  type CreateBookingInput,
  type CreateBookingResponse,
  chosenAddOns,
  cleanClientName,
  collections,
  createBookingRequestSchema,
  loyaltyPointsSchema,
  maxBookingDurationMinutes,
  pointsReservingStatuses,
  quoteVisit,
  redeemablePoints,
  requestedServices,
  requestedServicesProblem,
  serviceBufferMinutes,
  visitAllergyWarnings,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest, refuseDomainError } from '../shared/decode.ts';
import { requireBookingManager } from './booking-access.ts';
import { type BookingContext, readBookingContext, readDayReference } from './booking-context.ts';
import {
  bookingTransactionOptions,
  memberForVisit,
  readBookingDay,
  touchBookingDays,
} from './booking-slots.ts';
import { checkBookingTime } from './booking-time-bounds.ts';
import { readVisitCatalogue, type VisitServiceEntry } from './visit-catalogue.ts';

/** The visit's services, in order, each with its choices checked against the catalogue (issue 31). */
async function visitOf(firestore: Firestore, input: CreateBookingInput): Promise<VisitServiceEntry[]> {
  const problem = requestedServicesProblem(input);
  if (problem) throw new HttpsError('invalid-argument', problem);
  return readVisitCatalogue(firestore, requestedServices(input));
}

/**
 * The allergy check (the form's own): every service of the visit, with its materials and chosen
 * add-ons, against her allergies. A warning refuses the booking unless staff acknowledged it; the booking records
 * the acknowledgement (allergy_acknowledged) with who booked it (created_by).
 */
function refuseUnacknowledgedAllergies(
  input: CreateBookingInput,
  context: BookingContext,
  visit: readonly VisitServiceEntry[],
) {
  const booked = visit.map((entry) => ({
    service: entry.service,
    materials: entry.materials,
    addOns: chosenAddOns(entry.addOns, entry.addOnSelections),
  }));
  const warnings = visitAllergyWarnings(booked, context.profile.allergies);
  if (warnings.length === 0 || input.allergyAcknowledged) return warnings.length > 0;
  const details: BookingRefusal = { reason: 'allergy', warnings };
  const first = warnings[0] ? allergyWarningText(warnings[0]) : '';
  throw new HttpsError('failed-precondition', `${first} Acknowledge the allergy warning to book.`, details);
}

/** The booking write, in one transaction; exported for the Firestore tests. */
export async function createBookingFor(
  firestore: Firestore,
  callerUid: string,
  input: CreateBookingInput,
  now: Date,
): Promise<CreateBookingResponse> {
  const [context, visit] = await Promise.all([
    readBookingContext(firestore, input),
    visitOf(firestore, input),
  ]);
  const allergyAcknowledged = refuseUnacknowledgedAllergies(input, context, visit);
  const timeOverride = checkBookingTime(input.startsAt, context.settings, now, input.overrideTimeLimit);
  const reference = await readDayReference(firestore, context.settings, now);
  const bookingRef = firestore.collection(collections.bookings).doc();
  const interestRef = input.interestId
    ? firestore.collection(collections.bookingInterests).doc(input.interestId)
    : null;
  return firestore.runTransaction(async (tx) => {
    const loyaltyDoc = await tx.get(firestore.collection(collections.loyaltyPoints).doc(input.clientId));
    // Her upcoming bookings, read in the transaction: the points redeemed on them are reserved,
    // so two bookings made at once cannot both spend the same points.
    const upcoming = input.redeemLoyalty
      ? await tx.get(
          firestore
            .collection(collections.bookings)
            .where('client_id', '==', input.clientId)
            .where('status', 'in', [...pointsReservingStatuses]),
        )
      : null;
    const interest = interestRef ? await tx.get(interestRef) : null;
    const loyalty = loyaltyPointsSchema.safeParse(loyaltyDoc.data());
    const balance = loyalty.success ? loyalty.data.points : 0;
    const reserving = (upcoming?.docs ?? []).map((doc) => ({
      status: doc.get('status'),
      loyalty_points_redeemed: Number(doc.get('loyalty_points_redeemed') ?? 0) || 0,
    }));
    let quote: ReturnType<typeof quoteVisit>;
    try {
      quote = quoteVisit({
        services: visit,
        startsAt: input.startsAt,
        now,
        settings: context.settings,
        availabilityBlocks: context.availabilityBlocks,
        timeZone: context.settings.scheduling_timezone,
        redeemLoyalty: input.redeemLoyalty,
        clientPoints: redeemablePoints(balance, reserving),
      });
    } catch (error) {
      refuseDomainError(error);
    }
    if (quote.durationMinutes + quote.bufferMinutes > maxBookingDurationMinutes)
      throw new HttpsError('failed-precondition', 'A booking can last at most 12 hours.');
    // The member's time as the free-time module reads it: each service with its clean-up.
    const scheduling = visit.map((entry, i) => ({
      serviceId: entry.serviceId,
      name: entry.service.name,
      durationMinutes: quote.serviceMinutes[i] ?? 0,
      bufferMinutes: serviceBufferMinutes(entry.service),
    }));
    // The visit takes the chair until its last clean-up is done (issue 31).
    const taken = {
      start: input.startsAt,
      end: new Date(input.startsAt.getTime() + (quote.durationMinutes + quote.bufferMinutes) * 60_000),
    };
    const day = await readBookingDay(firestore, tx, taken, reference, null);
    const member = memberForVisit(day, scheduling, input.startsAt, input.staffId, {
      conflict: input.overrideConflict,
      hours: input.overrideTimeLimit,
    });
    const conflicts = member.conflicts;
    const interval = {
      start: input.startsAt,
      end: new Date(input.startsAt.getTime() + quote.durationMinutes * 60_000),
    };
    if (interest) {
      if (!interest.exists) throw new HttpsError('not-found', 'That booking interest no longer exists.');
      if (interest.get('client_id') !== input.clientId)
        throw new HttpsError('failed-precondition', 'That booking interest belongs to another client.');
      if (['converted', 'declined', 'withdrawn'].includes(interest.get('status')))
        throw new HttpsError(
          'failed-precondition',
          `That booking interest is already ${interest.get('status')}.`,
        );
    }
    const [first] = visit;
    if (!first) throw new HttpsError('invalid-argument', 'Choose a service.');
    touchBookingDays(firestore, tx, taken, bookingRef.id, now);
    tx.create(bookingRef, {
      client_id: input.clientId,
      staff_id: member.staffId,
      service_id: input.serviceId,
      scheduled_at: interval.start,
      end_at: interval.end,
      duration_minutes: quote.durationMinutes,
      status: 'scheduled',
      ...bookingPriceFields(quote),
      material_ids: first.materials.map((m) => m.id),
      add_on_selections: first.addOnSelections,
      services: visit.map((entry, i) =>
        bookingServiceOf({
          ...entry,
          materialIds: entry.materials.map((m) => m.id),
          durationMinutes: quote.serviceMinutes[i] ?? 0,
        }),
      ),
      buffer_minutes: quote.bufferMinutes,
      notes: input.notes,
      interest_id: input.interestId,
      cancellation_reason: null,
      conflict_override: conflicts.length > 0,
      allergy_acknowledged: allergyAcknowledged,
      loyalty_points_redeemed: quote.loyaltyPointsRedeemed,
      time_override: timeOverride ?? (member.outsideHours ? 'outside_hours' : null),
      time_set_at: now,
      status_changed_by: null,
      status_changed_at: null,
      created_by: callerUid,
      created_at: now,
      service_name: first.service.name,
      client_name: cleanClientName(context.profile.full_name ?? null),
      client_email: context.profile.email ?? null,
    });
    if (interestRef) tx.update(interestRef, { status: 'converted', booking_id: bookingRef.id });
    return {
      bookingId: bookingRef.id,
      staffId: member.staffId,
      totalPrice: bookingPriceFields(quote).total_price,
      conflictOverridden: conflicts.length > 0,
    };
  }, bookingTransactionOptions);
}

export const createBooking = onCall(async (request) => {
  const caller = await requireBookingManager(db, request.auth);
  const input = decodeRequest(createBookingRequestSchema, request.data);
  return createBookingFor(db, caller.uid, input, new Date());
});
