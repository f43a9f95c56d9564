// What the self-booking callables read to answer "is this time free?" for a visitor (issue 32):
// the visit from the catalogue, the team, and one studio day's bookings, holds and blocked time,
// decided by the domain free-time module. Cost of one day: the services, the visit's materials
// and add-ons, the staff profiles, the weekly hours, the settings, and that day's bookings, holds
// and blocked slots (never all of them).
import {
  availabilityBlockSchema,
  type BookingHold,
  BookingRequestError,
  blockedTimeSlotSchema,
  bookingHoldSchema,
  bookingSchema,
  catalogueVisitOf,
  collections,
  type DayBooking,
  type DayHold,
  dayHoldOf,
  endOfStudioDay,
  freeStarts,
  freeStartsForAnyone,
  materialSchema,
  maxBookingDurationMinutes,
  type RequestedService,
  requestedVisitServices,
  type SchedulingMember,
  type Service,
  type ServiceAddOn,
  type SettingsValues,
  type StudioDay,
  serviceAddOnSchema,
  serviceSchema,
  staffProfileSchema,
  startOfStudioDay,
  userRoleSchema,
  type VisitChoice,
  type VisitService,
} from '@studio/domain';
import type { Firestore, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { resolveVisitServiceChoices, type VisitServiceEntry } from '../bookings/visit-catalogue.ts';
import { readSettings } from '../shared/settings.ts';

export type Priced<T> = T & { id: string };

/** The visit she chose, as the catalogue has it now. */
export interface VisitCatalogue {
  services: Priced<Service>[];
  /**
   * Each service with the materials and add-on options she chose with it, checked (every required
   * add-on of every service chosen), and all its add-ons for the allergy check of the chosen ones.
   */
  entries: VisitServiceEntry[];
  visit: VisitService[];
  /** buffer_minutes of every service, for bookings that do not carry their own. */
  serviceBuffers: Record<string, number>;
}

/** The team and the studio's reference data: read outside the transaction, like createBooking's. */
export interface StudioReference {
  settings: SettingsValues;
  ownerUid: string;
  staff: SchedulingMember[];
  studioHours: StudioDay['studioHours'];
}

function decodeAll<T>(snap: QuerySnapshot, parse: (data: unknown) => T | null): Priced<T>[] {
  return snap.docs.flatMap((doc) => {
    const value = parse(doc.data());
    return value === null ? [] : [{ ...value, id: doc.id }];
  });
}

const parser =
  <T>(schema: { safeParse: (d: unknown) => { success: true; data: T } | { success: false } }) =>
  (data: unknown): T | null => {
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  };

/** Each service of her visit with its choices; a choice for a service outside it is a bad request. */
function requestedOf(choice: VisitChoice): RequestedService[] {
  try {
    return requestedVisitServices(choice);
  } catch (error) {
    if (error instanceof BookingRequestError) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
}

export async function readVisitCatalogue(db: Firestore, choice: VisitChoice): Promise<VisitCatalogue> {
  const requested = requestedOf(choice);
  const [servicesSnap, materialsSnap, addOnsSnap] = await Promise.all([
    db.collection(collections.services).get(),
    db.collection(collections.materials).get(),
    db.collection(collections.serviceAddOns).where('service_id', 'in', choice.serviceIds).get(),
  ]);
  const catalogue = decodeAll(servicesSnap, parser(serviceSchema));
  const materials = decodeAll(materialsSnap, parser(materialSchema));
  const addOns = decodeAll(addOnsSnap, parser<ServiceAddOn>(serviceAddOnSchema));
  const services = requested.map(({ serviceId }) => {
    const service = catalogue.find((s) => s.id === serviceId);
    if (!service?.is_active) throw new HttpsError('failed-precondition', 'That service is not offered.');
    return service;
  });
  // createBooking's check, service by service: a refusal names the service when there are several.
  const entries = requested.map((r, i) =>
    resolveVisitServiceChoices(
      r,
      services[i] && {
        service: services[i],
        materials,
        addOns: addOns.filter((a) => a.service_id === r.serviceId),
      },
      requested.length > 1,
    ),
  );
  return {
    services,
    entries,
    visit: catalogueVisitOf(entries.map((e) => ({ ...e, service: { ...e.service, id: e.serviceId } }))),
    serviceBuffers: Object.fromEntries(catalogue.map((s) => [s.id, s.buffer_minutes ?? 0])),
  };
}

/**
 * The bookable team. A studio whose members have no profiles yet is its owner alone, bookable
 * with the studio's hours (issue 31's reading of a missing profile).
 */
export async function readStudioReference(db: Firestore): Promise<StudioReference> {
  const [settings, owners, profiles, blocks] = await Promise.all([
    readSettings(db),
    db.collection(collections.userRoles).where('role', '==', 'owner').limit(1).get(),
    db.collection(collections.staffProfiles).get(),
    db.collection(collections.availabilityBlocks).get(),
  ]);
  const owner = owners.docs[0] ? userRoleSchema.safeParse(owners.docs[0].data()) : null;
  const ownerUid = owner?.success ? owner.data.user_id : (owners.docs[0]?.id ?? 'owner');
  const staff: SchedulingMember[] = decodeAll(profiles, parser(staffProfileSchema)).map((p) => ({
    uid: p.id,
    bookable: p.bookable,
    display_name: p.display_name,
    ...(p.service_ids === undefined ? {} : { service_ids: p.service_ids }),
    ...(p.weekly_hours === undefined ? {} : { weekly_hours: p.weekly_hours }),
    time_off: p.time_off,
  }));
  if (!staff.some((m) => m.uid === ownerUid))
    staff.unshift({ uid: ownerUid, bookable: true, display_name: settings.business_info.name });
  return {
    settings,
    ownerUid,
    staff,
    studioHours: decodeAll(blocks, parser(availabilityBlockSchema)),
  };
}

/** The queries of one studio day: bookings and holds that may reach into it, blocked time. */
function dayQueries(db: Firestore, date: string, reference: StudioReference) {
  const zone = reference.settings.scheduling_timezone;
  const start = startOfStudioDay(date, zone);
  const end = endOfStudioDay(date, zone);
  const since = new Date(start.getTime() - maxBookingDurationMinutes * 60_000);
  return {
    bookings: db
      .collection(collections.bookings)
      .where('scheduled_at', '>', since)
      .where('scheduled_at', '<', end),
    holds: db.collection(collections.bookingHolds).where('start', '>', since).where('start', '<', end),
    slots: db.collection(collections.blockedTimeSlots).where('end_datetime', '>', start),
  };
}

export interface DayDocuments {
  bookings: DayBooking[];
  holds: DayHold[];
  blockedSlots: StudioDay['blockedSlots'];
}

function dayDocumentsOf(bookings: QuerySnapshot, holds: QuerySnapshot, slots: QuerySnapshot): DayDocuments {
  return {
    bookings: decodeAll(bookings, parser(bookingSchema)),
    holds: decodeAll(holds, parser<BookingHold>(bookingHoldSchema)).map((h) => dayHoldOf(h.id, h)),
    blockedSlots: decodeAll(slots, parser(blockedTimeSlotSchema)),
  };
}

/** One day's documents, read plainly (the visitor's free times) or inside a transaction. */
export async function readDayDocuments(
  db: Firestore,
  date: string,
  reference: StudioReference,
  tx?: Transaction,
): Promise<DayDocuments> {
  const q = dayQueries(db, date, reference);
  const get = (query: Query) => (tx ? tx.get(query) : query.get());
  const [bookings, holds, slots] = await Promise.all([get(q.bookings), get(q.holds), get(q.slots)]);
  return dayDocumentsOf(bookings, holds, slots);
}

/** The StudioDay the domain module reads, with the studio's lead time and advance limit. */
export function studioDayOf(
  date: string,
  reference: StudioReference,
  visit: VisitCatalogue,
  documents: DayDocuments,
  now: Date,
  visitorToken?: string,
): StudioDay {
  return {
    date,
    timeZone: reference.settings.scheduling_timezone,
    now,
    ownerUid: reference.ownerUid,
    staff: reference.staff,
    studioHours: reference.studioHours,
    blockedSlots: documents.blockedSlots,
    bookings: documents.bookings,
    holds: documents.holds,
    serviceBuffers: visit.serviceBuffers,
    leadTimeHours: reference.settings.scheduling_lead_time_hours,
    maxAdvanceDays: reference.settings.booking_settings.maxAdvanceBookingDays,
    ...(visitorToken === undefined ? {} : { exceptHolder: visitorToken }),
  };
}

/** The day's free starts for the visit with one member, or with anyone; ISO instants. */
export function freeStartsOf(
  day: StudioDay,
  visit: readonly VisitService[],
  staffId: string | null,
): string[] {
  const starts =
    staffId === null ? freeStartsForAnyone(day, visit).map((s) => s.start) : freeStarts(day, visit, staffId);
  return starts.map((d) => d.toISOString());
}

/** A member picked by a client must be on the team and take bookings: anything else is a bad request. */
export function requireBookableMember(reference: StudioReference, staffId: string | null): void {
  if (staffId === null) return;
  const member = reference.staff.find((m) => m.uid === staffId);
  if (!member?.bookable)
    throw new HttpsError('invalid-argument', 'That staff member does not take bookings.');
}
