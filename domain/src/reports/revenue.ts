// Revenue from completed bookings (issue 33): by studio day and by week (Monday first), each split
// by service category, and by member. A visit's revenue is its total_price; the day is the studio
// date of its start.
import { bookingStaffId } from '../bookings/staff-member.ts';
import { datesOf, reportDateOf, weekStartOf } from './periods.ts';
import { addTo, centsOf, type ReportBooking, type ReportInput } from './report-input.ts';

export const uncategorised = 'Uncategorised';

export interface RevenueRow {
  /** The day, or the Monday of the week. */
  date: string;
  cents: number;
  /** Cents by category name. */
  byCategory: Record<string, number>;
}

export interface CategoryRevenue {
  category: string;
  cents: number;
  visits: number;
}

export interface MemberRevenue {
  staffId: string;
  name: string;
  cents: number;
  visits: number;
}

export interface RevenueFigures {
  totalCents: number;
  visits: number;
  categories: string[];
  byDay: RevenueRow[];
  byWeek: RevenueRow[];
  byCategory: CategoryRevenue[];
  byMember: MemberRevenue[];
}

export function memberName(input: Pick<ReportInput, 'staff' | 'ownerUid'>, staffId: string): string {
  const member = input.staff.find((m) => m.uid === staffId);
  if (member) return member.display_name;
  return staffId === input.ownerUid ? 'Owner' : 'Former staff member';
}

function rowsOf(dates: readonly string[], key: (date: string) => string): Map<string, RevenueRow> {
  const rows = new Map<string, RevenueRow>();
  for (const date of dates) {
    const k = key(date);
    if (!rows.has(k)) rows.set(k, { date: k, cents: 0, byCategory: {} });
  }
  return rows;
}

function addToRow(row: RevenueRow | undefined, category: string, cents: number): void {
  if (!row) return;
  row.cents += cents;
  row.byCategory[category] = (row.byCategory[category] ?? 0) + cents;
}

export function revenueFigures(input: ReportInput, completed: readonly ReportBooking[]): RevenueFigures {
  const categoryOf = new Map(input.services.map((s) => [s.id, s.category ?? uncategorised]));
  const dates = datesOf(input.period);
  const days = rowsOf(dates, (d) => d);
  const weeks = rowsOf(dates, weekStartOf);
  const byCategory = new Map<string, { cents: number; visits: number }>();
  const byMember = new Map<string, { cents: number; visits: number }>();
  let totalCents = 0;
  for (const booking of completed) {
    const cents = centsOf(booking.total_price);
    const category = categoryOf.get(booking.service_id) ?? uncategorised;
    const date = reportDateOf(booking.scheduled_at, input.timeZone);
    totalCents += cents;
    addToRow(days.get(date), category, cents);
    addToRow(weeks.get(weekStartOf(date)), category, cents);
    const c = byCategory.get(category) ?? { cents: 0, visits: 0 };
    byCategory.set(category, { cents: c.cents + cents, visits: c.visits + 1 });
    const staffId = bookingStaffId(booking, input.ownerUid);
    const m = byMember.get(staffId) ?? { cents: 0, visits: 0 };
    byMember.set(staffId, { cents: m.cents + cents, visits: m.visits + 1 });
  }
  const categories = [...byCategory.entries()].sort(
    (a, b) => b[1].cents - a[1].cents || a[0].localeCompare(b[0]),
  );
  return {
    totalCents,
    visits: completed.length,
    categories: categories.map(([category]) => category),
    byDay: [...days.values()],
    byWeek: [...weeks.values()],
    byCategory: categories.map(([category, c]) => ({ category, ...c })),
    byMember: [...byMember.entries()]
      .map(([staffId, m]) => ({ staffId, name: memberName(input, staffId), ...m }))
      .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name)),
  };
}

export interface ServiceFigure {
  serviceId: string;
  name: string;
  cents: number;
  visits: number;
}

/** The ten services that brought in the most, and the ten done most often (completed visits). */
export function topServices(
  input: ReportInput,
  completed: readonly ReportBooking[],
): { byRevenue: ServiceFigure[]; byCount: ServiceFigure[] } {
  const names = new Map(input.services.map((s) => [s.id, s.name]));
  const cents = new Map<string, number>();
  const visits = new Map<string, number>();
  const storedName = new Map<string, string>();
  for (const booking of completed) {
    addTo(cents, booking.service_id, centsOf(booking.total_price));
    addTo(visits, booking.service_id, 1);
    if (booking.service_name) storedName.set(booking.service_id, booking.service_name);
  }
  const figures: ServiceFigure[] = [...visits.keys()].map((serviceId) => ({
    serviceId,
    name: names.get(serviceId) ?? storedName.get(serviceId) ?? 'Removed service',
    cents: cents.get(serviceId) ?? 0,
    visits: visits.get(serviceId) ?? 0,
  }));
  const byName = (a: ServiceFigure, b: ServiceFigure) => a.name.localeCompare(b.name);
  return {
    byRevenue: [...figures].sort((a, b) => b.cents - a.cents || byName(a, b)).slice(0, 10),
    byCount: [...figures].sort((a, b) => b.visits - a.visits || byName(a, b)).slice(0, 10),
  };
}
