// A visit of several services for one client (issue 31): one booking holds its services in
// order, lasts their minutes plus the clean-ups between them, keeps the last clean-up blocked
// after it, and has one quote with a line per service. Bookings stored before visits held several
// have no `services` list: they read as a visit of their one service.
import { type VisitLength, type VisitService, visitLength } from '../availability/free-time.ts';
import type { Booking, BookingAddOnSelection, BookingService } from '../schemas/bookings.ts';
import { type AllergenBearing, type AllergyWarning, allergyWarnings, type BookedItems } from './allergy.ts';
import { defaultBookingDurationMinutes } from './duration.ts';
import type { AddOnChoice } from './requests.ts';

/** One service of a createBooking request, with what was chosen with it. */
export interface RequestedService {
  serviceId: string;
  materialIds: readonly string[];
  addOnSelections: readonly AddOnChoice[];
}

/**
 * The services a createBooking request asks for, in order: its `services` list when it sends one
 * (the visit), else its one service with the top-level materials and add-ons (the request as it
 * was before visits held several).
 */
export function requestedServices(input: {
  serviceId: string;
  materialIds: readonly string[];
  addOnSelections: readonly AddOnChoice[];
  services?: readonly RequestedService[] | undefined;
}): RequestedService[] {
  if (input.services && input.services.length > 0) return [...input.services];
  return [
    { serviceId: input.serviceId, materialIds: input.materialIds, addOnSelections: input.addOnSelections },
  ];
}

/**
 * Why a request's services cannot make one visit, in plain words, or null. `serviceId` must name
 * the first service (it is what older readers of the booking see), and a service comes once.
 */
export function requestedServicesProblem(input: {
  serviceId: string;
  services?: readonly RequestedService[] | undefined;
}): string | null {
  const services = input.services ?? [];
  if (services.length === 0) return null;
  if (services[0]?.serviceId !== input.serviceId)
    return 'The first service of the visit must be the booking’s service.';
  if (new Set(services.map((s) => s.serviceId)).size !== services.length)
    return 'A service is chosen twice in one visit.';
  return null;
}

/** The fields of a stored booking a visit is read from. */
export type StoredVisit = Pick<
  Booking,
  'service_id' | 'service_name' | 'material_ids' | 'add_on_selections' | 'duration_minutes'
> & {
  services?: readonly BookingService[] | undefined;
  buffer_minutes?: number | null | undefined;
};

/** A booking's services in order; one stored before visits held several is its one service. */
export function visitServicesOf(booking: StoredVisit): BookingService[] {
  if (booking.services && booking.services.length > 0) return [...booking.services];
  return [
    {
      service_id: booking.service_id,
      service_name: booking.service_name,
      material_ids: [...booking.material_ids],
      add_on_selections: [...booking.add_on_selections],
      duration_minutes: booking.duration_minutes ?? defaultBookingDurationMinutes,
      buffer_minutes: booking.buffer_minutes ?? 0,
    },
  ];
}

/** What a service of a visit is stored as, from its catalogue entry and the choices resolved. */
export function bookingServiceOf(input: {
  serviceId: string;
  service: { name: string; buffer_minutes?: number | undefined };
  materialIds: readonly string[];
  addOnSelections: readonly BookingAddOnSelection[];
  durationMinutes: number;
}): BookingService {
  return {
    service_id: input.serviceId,
    service_name: input.service.name,
    material_ids: [...input.materialIds],
    add_on_selections: [...input.addOnSelections],
    duration_minutes: input.durationMinutes,
    buffer_minutes: input.service.buffer_minutes ?? 0,
  };
}

/** A visit's length from its services' minutes and clean-ups (free-time's visitLength). */
export function visitLengthOf(
  services: readonly { durationMinutes: number; bufferMinutes?: number | undefined }[],
): VisitLength {
  return visitLength(
    services.map((s, i) => ({
      serviceId: String(i),
      durationMinutes: s.durationMinutes,
      bufferMinutes: s.bufferMinutes ?? 0,
    })),
  );
}

/** The visit as the availability module asks about it (freeStarts, isStartFree). */
export function schedulingVisit(services: readonly BookingService[]): VisitService[] {
  return services.map((s) => ({
    serviceId: s.service_id,
    ...(s.service_name ? { name: s.service_name } : {}),
    durationMinutes: s.duration_minutes,
    bufferMinutes: s.buffer_minutes,
  }));
}

const warningKey = (w: AllergyWarning) =>
  `${w.itemKind}\u0000${w.itemName}\u0000${w.allergy}\u0000${w.match}`;

/**
 * The allergy check of a whole visit: each service with its own materials and add-ons (a
 * HEMA-free gel chosen with one service does not clear another's), one warning per item and
 * allergy even when two services use the same product.
 */
export function visitAllergyWarnings(
  visit: readonly BookedItems[],
  clientAllergies: readonly string[],
): AllergyWarning[] {
  const seen = new Set<string>();
  return visit
    .flatMap((booked) => allergyWarnings(booked, clientAllergies))
    .filter((warning) => {
      const key = warningKey(warning);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export type { AllergenBearing };
