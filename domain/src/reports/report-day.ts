// The day rollup of issue 33, item 5: report_days/{yyyy-MM-dd}, what one studio day held, so a
// report reads one small document per day instead of every booking (cost O(days), not
// O(bookings)). It is derived whole from the day's bookings and orders as they are (never
// incremented): the trigger re-derives the day (both days, when a booking moves) on every write,
// so replayed, reordered and deleted events leave the same document.
//
// It keeps facts, not figures that depend on settings: the notice of each cancellation (the
// cancellation window is applied when the report is built), each member's booked spans (her
// hours, time off and blocked time can change after the day is written), the service and member
// ids (names and categories are read with the report), and bookings without staff_id under null
// (the owner's, whoever she is when the report is built). Times are epoch milliseconds.
import { z } from 'zod';
import { bookingEnd } from '../bookings/duration.ts';
import { holdsSlot } from '../bookings/status.ts';
import { daysBetweenDates } from '../dates/calendar-dates.ts';
import type { TimeZone } from '../enums/settings.ts';
import { timeZoneSchema } from '../enums/settings.ts';
import { calendarDateSchema } from '../schemas/fields.ts';
import { orderStatuses, orderStatusSchema } from '../schemas/orders.ts';
import { type ReportStatus, reportStatuses, reportStatusOf } from './appointments.ts';
import { reportDateOf } from './periods.ts';
import { centsOf, type ReportBooking, type ReportOrder } from './report-input.ts';

const count = z.number().int().min(0);
const cents = z.number().int();
const instantMs = z.number().int();

const statusCountsSchema = z.object(
  Object.fromEntries(reportStatuses.map((status) => [status, count])) as Record<ReportStatus, typeof count>,
);

/** report_days/{date}: one studio day's bookings and orders, as the reports need them. */
export const reportDaySchema = z.object({
  date: calendarDateSchema,
  /** The zone the day was cut in (setting scheduling_timezone); a change of zone needs a rebuild. */
  time_zone: timeZoneSchema,
  /** Bookings by report status; `unknown` counts the documents that do not read as a booking. */
  statuses: statusCountsSchema,
  /** Every cancellation: its notice (null when nobody recorded when) and the deposit it held. */
  cancellations: z.array(z.object({ notice_ms: z.number().int().nullable(), deposit_cents: cents })),
  /** Deposits recorded on the day's bookings; those of cancellations are in `cancellations`. */
  deposits: z.object({
    bookings: count,
    collected_cents: cents,
    /** On visits still to come (pending, scheduled, confirmed). */
    held_cents: cents,
    /** On completed visits and no-shows: the studio keeps them. */
    kept_cents: cents,
  }),
  /** Completed visits by first service; `name` as the booking stored it, for a removed service. */
  services: z.array(z.object({ service_id: z.string(), name: z.string().nullable(), visits: count, cents })),
  /** Per member (null: no staff_id, the owner's): completed visits, and the bookings holding time. */
  members: z.array(
    z.object({
      staff_id: z.string().nullable(),
      visits: count,
      cents,
      booked: z.array(z.object({ start_ms: instantMs, end_ms: instantMs })),
    }),
  ),
  /**
   * Clients with a booking that day that was not cancelled: when the first and last of those start,
   * and of her completed visits (null without one). Enough for rebooking and new-vs-returning.
   */
  clients: z.array(
    z.object({
      client_id: z.string(),
      first_booked_ms: instantMs,
      last_booked_ms: instantMs,
      first_visit_ms: instantMs.nullable(),
      last_visit_ms: instantMs.nullable(),
    }),
  ),
  /** Shop orders placed that day, by status. */
  orders: z.array(z.object({ status: orderStatusSchema, count, cents })),
});
export type ReportDay = z.output<typeof reportDaySchema>;
export type ReportDayMember = ReportDay['members'][number];
export type ReportDayClient = ReportDay['clients'][number];

/** What one studio day holds, as read: the bookings and orders that decode, and the odd ones. */
export interface ReportDaySource {
  bookings: readonly ReportBooking[];
  /** Booking documents of the day that do not decode (unknown status, missing price…). */
  unreadableBookings: number;
  orders: readonly ReportOrder[];
}

/** Ids in code-unit order: the same order on every machine, whatever its locale. */
const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
const startOf = (b: ReportBooking) => b.scheduled_at.getTime();

function memberOf(members: Map<string, ReportDayMember>, staffId: string | null): ReportDayMember {
  const key = staffId ?? '';
  const member = members.get(key) ?? { staff_id: staffId, visits: 0, cents: 0, booked: [] };
  members.set(key, member);
  return member;
}

function clientOf(clients: Map<string, ReportDayClient>, booking: ReportBooking): ReportDayClient {
  const at = startOf(booking);
  const client = clients.get(booking.client_id) ?? {
    client_id: booking.client_id,
    first_booked_ms: at,
    last_booked_ms: at,
    first_visit_ms: null,
    last_visit_ms: null,
  };
  clients.set(booking.client_id, client);
  return client;
}

function addVisit(services: Map<string, ReportDay['services'][number]>, b: ReportBooking): void {
  const price = centsOf(b.total_price);
  const service = services.get(b.service_id) ?? { service_id: b.service_id, name: null, visits: 0, cents: 0 };
  services.set(b.service_id, {
    ...service,
    name: b.service_name ?? service.name,
    visits: service.visits + 1,
    cents: service.cents + price,
  });
}

function addDeposit(day: ReportDay, booking: ReportBooking): void {
  const deposit = centsOf(booking.deposit_amount);
  if (deposit <= 0 || booking.status === 'cancelled') return;
  day.deposits.bookings += 1;
  day.deposits.collected_cents += deposit;
  if (booking.status === 'completed' || booking.status === 'no_show') day.deposits.kept_cents += deposit;
  else day.deposits.held_cents += deposit;
}

function addCancellation(day: ReportDay, booking: ReportBooking): void {
  const deposit = centsOf(booking.deposit_amount);
  if (deposit > 0) {
    day.deposits.bookings += 1;
    day.deposits.collected_cents += deposit;
  }
  const changedAt = booking.status_changed_at;
  day.cancellations.push({
    notice_ms: changedAt ? startOf(booking) - changedAt.getTime() : null,
    deposit_cents: deposit,
  });
}

/**
 * The rollup of `date` from what the day holds; bookings and orders of another studio day are
 * left out, so the caller may pass a wider read. The same set in any order gives the same document.
 */
export function reportDayOf(date: string, source: ReportDaySource, timeZone: TimeZone): ReportDay {
  const day: ReportDay = {
    date,
    time_zone: timeZone,
    statuses: Object.fromEntries(reportStatuses.map((s) => [s, 0])) as ReportDay['statuses'],
    cancellations: [],
    deposits: { bookings: 0, collected_cents: 0, held_cents: 0, kept_cents: 0 },
    services: [],
    members: [],
    clients: [],
    orders: [],
  };
  day.statuses.unknown += source.unreadableBookings;
  const services = new Map<string, ReportDay['services'][number]>();
  const members = new Map<string, ReportDayMember>();
  const clients = new Map<string, ReportDayClient>();
  // Earliest first (then by id): the order the events came in never shows in the document.
  const bookings = source.bookings
    .filter((b) => reportDateOf(b.scheduled_at, timeZone) === date)
    .sort((a, b) => startOf(a) - startOf(b) || byKey<ReportBooking>((x) => x.id)(a, b));
  for (const booking of bookings) {
    day.statuses[reportStatusOf(booking)] += 1;
    if (booking.status === 'cancelled') {
      addCancellation(day, booking);
      continue;
    }
    addDeposit(day, booking);
    const client = clientOf(clients, booking);
    client.last_booked_ms = startOf(booking);
    if (holdsSlot(booking.status))
      memberOf(members, booking.staff_id ?? null).booked.push({
        start_ms: startOf(booking),
        end_ms: bookingEnd(booking).getTime(),
      });
    if (booking.status !== 'completed') continue;
    addVisit(services, booking);
    const member = memberOf(members, booking.staff_id ?? null);
    member.visits += 1;
    member.cents += centsOf(booking.total_price);
    client.first_visit_ms ??= startOf(booking);
    client.last_visit_ms = startOf(booking);
  }
  const notice = (c: ReportDay['cancellations'][number]) => c.notice_ms ?? Number.MIN_SAFE_INTEGER;
  day.cancellations.sort((a, b) => notice(a) - notice(b) || a.deposit_cents - b.deposit_cents);
  day.services = [...services.values()].sort(byKey((s) => s.service_id));
  day.members = [...members.values()].sort(byKey((m) => m.staff_id ?? ''));
  day.clients = [...clients.values()].sort(byKey((c) => c.client_id));
  day.orders = ordersOf(date, source.orders, timeZone);
  return day;
}

function ordersOf(date: string, orders: readonly ReportOrder[], timeZone: TimeZone): ReportDay['orders'] {
  const placed = orders.filter((o) => reportDateOf(o.created_at, timeZone) === date);
  return orderStatuses.flatMap((status) => {
    const mine = placed.filter((o) => o.status === status);
    return mine.length === 0
      ? []
      : [{ status, count: mine.length, cents: mine.reduce((sum, o) => sum + o.total_cents, 0) }];
  });
}

/** Whether the day holds nothing: its document can go (a missing day reads as an empty one). */
export function isEmptyReportDay(day: ReportDay): boolean {
  return Object.values(day.statuses).every((n) => n === 0) && day.orders.length === 0;
}

/**
 * Every day's rollup from a wider read (the tests' fixtures, the demo data): one per studio date
 * holding a booking, an odd booking document or an order.
 */
export function reportDaysOf(
  source: Omit<ReportDaySource, 'unreadableBookings'> & { unreadableStarts: readonly Date[] },
  timeZone: TimeZone,
): ReportDay[] {
  const dateOf = (at: Date) => reportDateOf(at, timeZone);
  const unreadable = source.unreadableStarts.map(dateOf);
  const dates = new Set([
    ...source.bookings.map((b) => dateOf(b.scheduled_at)),
    ...source.orders.map((o) => dateOf(o.created_at)),
    ...unreadable,
  ]);
  return [...dates].sort().map((date) => {
    const unreadableBookings = unreadable.filter((d) => d === date).length;
    return reportDayOf(date, { ...source, unreadableBookings }, timeZone);
  });
}

/** Days the rebuildReportDays callable re-derives at most in one call (about a year and a month). */
export const maxRebuildDays = 400;

/** rebuildReportDays' input: the studio dates to re-derive, first and last included. */
export const rebuildReportDaysRequestSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .strict()
  .superRefine((request, ctx) => {
    if (request.to < request.from)
      ctx.addIssue({ code: 'custom', message: 'The end date is before the start date.', path: ['to'] });
    else if (daysBetweenDates(request.from, request.to) + 1 > maxRebuildDays)
      ctx.addIssue({
        code: 'custom',
        message: `Rebuild at most ${maxRebuildDays} days at a time.`,
        path: ['to'],
      });
  });
export type RebuildReportDaysRequest = z.input<typeof rebuildReportDaysRequestSchema>;
