// A visit as the free-time module reads it, from the catalogue's services (issue 32). The first
// service carries the chosen materials' and add-ons' minutes (they belong to it); each service
// brings its clean-up buffer.
import type { VisitService } from '../availability/free-time.ts';
import { type AddOnTime, bookingDurationMinutes, type MaterialTime } from '../bookings/duration.ts';

export interface CatalogueVisitService {
  id: string;
  name: string;
  duration_minutes: number;
  buffer_minutes?: number | undefined;
}

export function visitServicesOf(
  services: readonly CatalogueVisitService[],
  materials: readonly MaterialTime[],
  addOns: readonly AddOnTime[],
): VisitService[] {
  return services.map((service, index) => ({
    serviceId: service.id,
    name: service.name,
    durationMinutes:
      index === 0
        ? bookingDurationMinutes({ service, materials, addOnSelections: addOns })
        : bookingDurationMinutes({ service, materials: [], addOnSelections: [] }),
    bufferMinutes: service.buffer_minutes ?? 0,
  }));
}

/** The team's order for "anyone": the first member free at the start takes it. */
export function firstFreeMember(staffIds: readonly string[]): string | null {
  return staffIds[0] ?? null;
}
