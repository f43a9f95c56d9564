// A visit as the free-time module reads it, from the catalogue's services (issue 32): each service
// carries the minutes of the materials and add-ons chosen with it, and brings its clean-up buffer.
import {
  freeStartsForAnyone,
  isStartFree,
  type StudioDay,
  type VisitService,
} from '../availability/free-time.ts';
import { type AddOnTime, bookingDurationMinutes, type MaterialTime } from '../bookings/duration.ts';
import { BookingRequestError } from '../bookings/selection.ts';
import type { RequestedService } from '../bookings/visit.ts';
import { formatStudioTime } from '../dates/format.ts';
import type { BookableMember, VisitChoice } from './requests.ts';

export interface CatalogueVisitService {
  id: string;
  name: string;
  duration_minutes: number;
  buffer_minutes?: number | undefined;
}

/**
 * Each service of her visit with what she chose with it, in order: the first with the request's
 * materialIds and addOnSelections, each later one with its moreServices entry (none: nothing
 * chosen). An entry for a service outside the visit, or two for one, is refused in words.
 */
export function requestedVisitServices(
  choice: Pick<VisitChoice, 'serviceIds' | 'materialIds' | 'addOnSelections' | 'moreServices'>,
): RequestedService[] {
  const [first, ...later] = choice.serviceIds;
  const named = choice.moreServices.map((entry) => entry.serviceId);
  if (named.some((id) => !later.includes(id)))
    throw new BookingRequestError('Materials and add-ons were sent for a service that is not in the visit.');
  if (new Set(named).size !== named.length)
    throw new BookingRequestError('A service’s materials and add-ons were sent twice.');
  if (first === undefined) return [];
  return [
    { serviceId: first, materialIds: choice.materialIds, addOnSelections: choice.addOnSelections },
    ...later.map(
      (serviceId) =>
        choice.moreServices.find((entry) => entry.serviceId === serviceId) ?? {
          serviceId,
          materialIds: [],
          addOnSelections: [],
        },
    ),
  ];
}

/** The visit as the free-time module reads it: each service with its own choices' minutes. */
export function catalogueVisitOf(
  entries: readonly {
    service: CatalogueVisitService;
    materials: readonly MaterialTime[];
    addOnSelections: readonly AddOnTime[];
  }[],
): VisitService[] {
  return entries.map(({ service, materials, addOnSelections }) => ({
    serviceId: service.id,
    name: service.name,
    durationMinutes: bookingDurationMinutes({ service, materials, addOnSelections }),
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
