// bookFreeTime: a signed-in client books a free time herself (issue 32). One transaction reads the
// day's locks, bookings and holds, her hold, her visits to come and her points; it checks the time
// again with the domain module (her own hold does not stand in her way; the lead time, the advance
// limit and the member's hours are the module's too), her open-booking cap, prices the visit with
// the domain quote on the server, writes the booking as hers (source 'online') and drops her hold.
// The booking is pending, holding its time until staff accept or decline it, when the approval
// settings ask for it (domain onlineBookingStatus, from her bookings read in the transaction).
import {
  allergyWarningText,
  type BookFreeTimeInput,
  type BookFreeTimeResponse,
  type Booking,
  bookFreeTimeRequestSchema,
  bookingPriceFields,
  bookingServiceOf,
  chosenAddOns,
  cleanClientName,
  collections,
  type DayHold,
  isHoldLive,
  isStartFree,
  loyaltyPointsSchema,
  maxBookingDurationMinutes,
  memberForStart,
  onlineBookingStatus,
  type Profile,
  pointsReservingStatuses,
  profileSchema,
  quoteVisit,
  redeemablePoints,
  type StudioDay,
  studioDateOfInstant,
  takenBookingStatuses,
  type VisitService,
  visitAllergyWarnings,
  visitLength,
} from '@studio/domain';
import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { touchBookingDays, utcDaysOf } from '../bookings/booking-slots.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest, refuseDomainError } from '../shared/decode.ts';
import { roleOf } from '../shared/roles.ts';
import { refuseTime } from './refusals.ts';
import {
  freeStartsOf,
  readDayDocuments,
  readStudioReference,
  readVisitCatalogue,
  requireBookableMember,
  type StudioReference,
  studioDayOf,
  type VisitCatalogue,
} from './studio-day.ts';

function requireOnlineBooking(reference: StudioReference): void {
  if (reference.settings.booking_mode === 'request')
    throw new HttpsError(
      'failed-precondition',
      'The studio takes booking requests rather than online bookings. Send a request instead.',
    );
}

/** The visit's services with their choices, in her order, as the quote and the allergy check read them. */
function quotedServices(visit: VisitCatalogue) {
  return visit.entries.map((entry) => ({
    service: entry.service,
    materials: entry.materials,
    addOnSelections: entry.addOnSelections,
    addOns: chosenAddOns(entry.addOns, entry.addOnSelections),
  }));
}

async function readClient(firestore: Firestore, uid: string): Promise<Profile> {
  const parsed = profileSchema.safeParse(
    (await firestore.collection(collections.profiles).doc(uid).get()).data(),
  );
  if (!parsed.success)
    throw new HttpsError('failed-precondition', 'Finish setting up your account, then book.');
  return parsed.data;
}

/** An allergy on her profile that any service of the visit touches: the studio wants to talk first. */
function refuseAllergies(visit: VisitCatalogue, profile: Profile): void {
  const warning = visitAllergyWarnings(quotedServices(visit), profile.allergies)[0];
  if (warning)
    throw new HttpsError(
      'failed-precondition',
      `${allergyWarningText(warning)} Send us a request so we can plan your visit around it.`,
    );
}

/** Her hold for this very visit and start, while it lives. */
function heldFor(
  holds: QuerySnapshot,
  input: BookFreeTimeInput,
  now: Date,
): Pick<DayHold, 'staff_id' | 'expires_at'> | null {
  for (const doc of holds.docs) {
    const start = doc.get('start')?.toDate?.() as Date | undefined;
    const expires = doc.get('expires_at')?.toDate?.() as Date | undefined;
    const services = doc.get('service_ids') as unknown;
    const sameVisit =
      Array.isArray(services) &&
      services.join('|') === input.serviceIds.join('|') &&
      start?.getTime() === input.startsAt.getTime();
    const staffId = doc.get('staff_id') as unknown;
    if (
      sameVisit &&
      expires &&
      isHoldLive({ expires_at: expires }, now) &&
      typeof staffId === 'string' &&
      (input.staffId === null || input.staffId === staffId)
    )
      return { staff_id: staffId, expires_at: expires };
  }
  return null;
}

/** The member who takes it: her hold's, checked again, or whoever is free now. */
function memberOf(
  day: StudioDay,
  visit: readonly VisitService[],
  input: BookFreeTimeInput,
  held: { staff_id: string } | null,
) {
  if (held) {
    const check = isStartFree(day, visit, held.staff_id, input.startsAt);
    if (check.free) return held.staff_id;
  }
  const choice = memberForStart(day, visit, input.staffId, input.startsAt);
  if (!choice.free) refuseTime(choice, freeStartsOf(day, visit, input.staffId));
  return choice.staffId;
}

export async function bookFreeTimeFor(
  firestore: Firestore,
  clientUid: string,
  input: BookFreeTimeInput,
  now: Date,
): Promise<BookFreeTimeResponse> {
  const [reference, visit, profile] = await Promise.all([
    readStudioReference(firestore),
    readVisitCatalogue(firestore, input),
    readClient(firestore, clientUid),
  ]);
  requireOnlineBooking(reference);
  requireBookableMember(reference, input.staffId);
  refuseAllergies(visit, profile);
  const { settings } = reference;
  const date = studioDateOfInstant(input.startsAt, settings.scheduling_timezone);
  const length = visitLength(visit.visit);
  if (length.workMinutes > maxBookingDurationMinutes)
    throw new HttpsError('failed-precondition', 'A booking can last at most 12 hours.');
  const interval = {
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + length.workMinutes * 60_000),
  };
  const holdsRef = firestore.collection(collections.bookingHolds);
  const bookingRef = firestore.collection(collections.bookings).doc();
  return firestore.runTransaction(async (tx) => {
    const locks = utcDaysOf({
      start: interval.start,
      end: new Date(interval.end.getTime() + length.bufferMinutes * 60_000),
    }).map((d) => firestore.collection(collections.bookingDays).doc(d));
    const [, documents, mine, upcoming, loyaltyDoc, taken] = await Promise.all([
      tx.getAll(...locks),
      readDayDocuments(firestore, date, reference, tx),
      input.visitorToken ? tx.get(holdsRef.where('holder', '==', input.visitorToken)) : Promise.resolve(null),
      tx.get(
        firestore
          .collection(collections.bookings)
          .where('client_id', '==', clientUid)
          .where('status', 'in', [...pointsReservingStatuses]),
      ),
      tx.get(firestore.collection(collections.loyaltyPoints).doc(clientUid)),
      // One booking the studio took is enough to know she is no new client.
      tx.get(
        firestore
          .collection(collections.bookings)
          .where('client_id', '==', clientUid)
          .where('status', 'in', [...takenBookingStatuses])
          .limit(1),
      ),
    ]);
    const toCome = upcoming.docs.filter((d) => (d.get('scheduled_at')?.toDate?.() ?? now) >= now);
    if (toCome.length >= settings.booking_max_upcoming_per_client)
      throw new HttpsError(
        'failed-precondition',
        `You already have ${toCome.length} visits to come, the most you can book online. Cancel one or call us.`,
      );
    const day = studioDayOf(date, reference, visit, documents, now, input.visitorToken);
    const staffId = memberOf(day, visit.visit, input, mine ? heldFor(mine, input, now) : null);
    const loyalty = loyaltyPointsSchema.safeParse(loyaltyDoc.data());
    const reserving = upcoming.docs.map((d) => ({
      status: d.get('status'),
      loyalty_points_redeemed: Number(d.get('loyalty_points_redeemed') ?? 0) || 0,
    }));
    const [service] = visit.services;
    const [first] = visit.entries;
    if (!service || !first) throw new HttpsError('invalid-argument', 'Choose a service');
    const services = quotedServices(visit);
    let quote: ReturnType<typeof quoteVisit>;
    try {
      quote = quoteVisit({
        services,
        startsAt: input.startsAt,
        now,
        settings,
        availabilityBlocks: reference.studioHours,
        timeZone: settings.scheduling_timezone,
        redeemLoyalty: input.redeemPoints,
        clientPoints: redeemablePoints(loyalty.success ? loyalty.data.points : 0, reserving),
      });
    } catch (error) {
      refuseDomainError(error);
    }
    const status = onlineBookingStatus(
      settings,
      taken.docs.map((d) => ({ status: d.get('status') })),
    );
    for (const hold of mine?.docs ?? []) tx.delete(hold.ref);
    touchBookingDays(firestore, tx, interval, bookingRef.id, now);
    const booking = {
      client_id: clientUid,
      staff_id: staffId,
      service_id: service.id,
      scheduled_at: interval.start,
      end_at: interval.end,
      duration_minutes: quote.durationMinutes,
      status,
      ...bookingPriceFields(quote),
      material_ids: first.materials.map((m) => m.id),
      add_on_selections: first.addOnSelections,
      notes: input.notes,
      interest_id: null,
      cancellation_reason: null,
      conflict_override: false,
      allergy_acknowledged: false,
      loyalty_points_redeemed: quote.loyaltyPointsRedeemed,
      completed_early: false,
      time_override: null,
      time_set_at: now,
      status_changed_by: null,
      status_changed_at: null,
      created_by: clientUid,
      created_at: now,
      service_name: service.name,
      client_name: cleanClientName(profile.full_name ?? null),
      client_email: profile.email ?? null,
      source: 'online',
      // Nothing paid yet: a quote's deposit reads as due (domain depositOf) until staff record it.
      deposit: null,
      // Each service with its minutes and clean-up, as createBooking stores a visit (issue 31).
      services: visit.entries.map((entry, i) =>
        bookingServiceOf({
          ...entry,
          materialIds: entry.materials.map((m) => m.id),
          durationMinutes: quote.serviceMinutes[i] ?? 0,
        }),
      ),
      buffer_minutes: quote.bufferMinutes,
      checked_in_at: null,
      started_at: null,
      finished_at: null,
      delay_minutes: 0,
      expected_start: null,
      late_notice_at: null,
    } satisfies Booking;
    tx.create(bookingRef, booking);
    return {
      bookingId: bookingRef.id,
      staffId,
      status,
      startsAt: interval.start.toISOString(),
      totalPrice: booking.total_price,
    };
  });
}

export const bookFreeTime = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to book.');
  if (roleOf(request.auth) !== 'client')
    throw new HttpsError('permission-denied', 'Only a client books a time for herself online.');
  const input = decodeRequest(bookFreeTimeRequestSchema, request.data);
  return bookFreeTimeFor(db, request.auth.uid, input, new Date());
});
