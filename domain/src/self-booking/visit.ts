// A visit as the free-time module reads it, from the catalogue's services (issue 32): each service
// carries the minutes of the materials and add-ons chosen with it, and brings its clean-up buffer.
import {
  freeStartsForAnyone,
  isStartFree,
  type StartCheck,
  type StudioDay,
  type VisitService,
} from '../availability/free-time.ts';
import { type AddOnTime, bookingDurationMinutes, type MaterialTime } from '../bookings/duration.ts';
import { BookingRequestError } from '../bookings/selection.ts';
import type { RequestedService } from '../bookings/visit.ts';
import { formatStudioTime } from '../dates/format.ts';
import type { TimeZone } from '../enums/settings.ts';
import type { BookableMember, FreeTimeRefusalReason, VisitChoice } from './requests.ts';

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

export type OnlineMemberChoice =
  | { free: true; staffId: string }
  | { free: false; reason: FreeTimeRefusalReason; message: string };

/**
 * "Just taken", in her words: someone else's booking, or someone else's hold while they sign in,
 * took the time she chose from the list a moment ago. The page shows the fresh times under it.
 */
export function justTakenMessage(
  start: Date,
  timeZone: TimeZone,
  by: 'booking' | 'hold' = 'booking',
): string {
  const time = formatStudioTime(start, timeZone);
  const who = by === 'hold' ? `someone is booking ${time} right now` : `someone booked ${time} a moment ago`;
  return `Just taken: ${who}. Here are the free times left that day.`;
}

/**
 * A member's refused start as /book says it: when what stands in the way is another client's
 * booking or live hold (not her time off or the studio's blocked time), it was just taken, since
 * /book only offers free times; every other reason (hours, lead time, advance limit, …) keeps the
 * free-time module's words.
 */
export function onlineRefusalOf(
  check: Extract<StartCheck, { free: false }>,
  start: Date,
  timeZone: TimeZone,
): { free: false; reason: FreeTimeRefusalReason; message: string } {
  if (check.reason === 'not_free') {
    const taker = check.conflicts.find((c) => c.kind === 'booking' || c.kind === 'hold');
    if (taker)
      return {
        free: false,
        reason: 'just_taken',
        message: justTakenMessage(start, timeZone, taker.kind === 'hold' ? 'hold' : 'booking'),
      };
  }
  return { free: false, reason: check.reason, message: check.message };
}

/** Refusals that say nothing about the time, only about a member who cannot do the visit at all. */
const memberLevel: ReadonlySet<string> = new Set(['unknown_member', 'not_bookable', 'service_not_offered']);

/**
 * Who takes the visit at `start`: the member she picked, if free then, or for "anyone" the first
 * member in the team's order who does every service and is free. Refusals in plain words, with
 * their reason: for "anyone", just taken when a booking or hold took the time of a member who
 * could otherwise have done it; the lead time or advance limit when those refuse it; else nobody.
 */
export function memberForStart(
  day: StudioDay,
  visit: readonly VisitService[],
  staffId: string | null,
  start: Date,
): OnlineMemberChoice {
  if (staffId !== null) {
    const check = isStartFree(day, visit, staffId, start);
    return check.free ? { free: true, staffId } : onlineRefusalOf(check, start, day.timeZone);
  }
  const offered = freeStartsForAnyone(day, visit).find((s) => s.start.getTime() === start.getTime());
  const first = offered?.staffIds[0];
  if (first) return { free: true, staffId: first };
  const refusals = day.staff
    .map((m) => isStartFree(day, visit, m.uid, start))
    .flatMap((check) =>
      check.free || memberLevel.has(check.reason) ? [] : [onlineRefusalOf(check, start, day.timeZone)],
    );
  const taken = refusals.find((r) => r.reason === 'just_taken');
  if (taken) return taken;
  const timing = refusals.find((r) => r.reason === 'inside_lead_time' || r.reason === 'beyond_advance_limit');
  if (timing) return timing;
  return {
    free: false,
    reason: 'nobody_free',
    message: `Nobody is free at ${formatStudioTime(start, day.timeZone)} for this visit any more.`,
  };
}
