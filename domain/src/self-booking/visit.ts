// A visit as the free-time module reads it, from the catalogue's services (issue 32). The first
// service carries the chosen materials' and add-ons' minutes (they belong to it); each service
// brings its clean-up buffer.
import {
  freeStartsForAnyone,
  isStartFree,
  type StudioDay,
  type VisitService,
} from '../availability/free-time.ts';
import { type AddOnTime, bookingDurationMinutes, type MaterialTime } from '../bookings/duration.ts';
import { formatStudioTime } from '../dates/format.ts';
import type { BookableMember } from './requests.ts';

export interface CatalogueVisitService {
  id: string;
  name: string;
  duration_minutes: number;
  buffer_minutes?: number | undefined;
}

export function catalogueVisitOf(
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

/**
 * Whether she may pick this member for the visit: the member does every service of it, one after
 * another (an empty list: she does them all). The free-time module refuses the others anyway; this
 * keeps them out of the "With" list.
 */
export function doesEveryService(
  member: Pick<BookableMember, 'serviceIds'>,
  serviceIds: readonly string[],
): boolean {
  return member.serviceIds.length === 0 || serviceIds.every((id) => member.serviceIds.includes(id));
}

export type OnlineMemberChoice = { free: true; staffId: string } | { free: false; message: string };

/**
 * Who takes the visit at `start`: the member she picked, if free then, or for "anyone" the first
 * member in the team's order who does every service and is free. Refusals in plain words.
 */
export function memberForStart(
  day: StudioDay,
  visit: readonly VisitService[],
  staffId: string | null,
  start: Date,
): OnlineMemberChoice {
  if (staffId !== null) {
    const check = isStartFree(day, visit, staffId, start);
    return check.free ? { free: true, staffId } : { free: false, message: check.message };
  }
  const offered = freeStartsForAnyone(day, visit).find((s) => s.start.getTime() === start.getTime());
  const first = offered?.staffIds[0];
  if (first) return { free: true, staffId: first };
  return {
    free: false,
    message: `Nobody is free at ${formatStudioTime(start, day.timeZone)} for this visit any more.`,
  };
}
