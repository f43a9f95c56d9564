// Revenue from completed bookings (issue 33): by studio day and by week (Monday first), each split
// by service category, and by member, from the day rollups. A visit's revenue is its total_price;
// its day is the studio date of its start. Categories and names are the catalogue's today.
import { bookingStaffId } from '../bookings/staff-member.ts';
import { datesOf, weekStartOf } from './periods.ts';
import type { ReportDay, ReportDayMember } from './report-day.ts';
import { addTo, type ReportInput } from './report-input.ts';

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

/** A day's member entry under her uid: a booking without staff_id is the owner's. */
export function dayMemberId(member: ReportDayMember, ownerUid: string): string {
  return bookingStaffId(member, ownerUid);
}

export function revenueFigures(input: ReportInput, days: readonly ReportDay[]): RevenueFigures {
  const categoryOf = new Map(input.services.map((s) => [s.id, s.category ?? uncategorised]));
  const dates = datesOf(input.period);
  const rows = rowsOf(dates, (d) => d);
  const weeks = rowsOf(dates, weekStartOf);
  const byCategory = new Map<string, { cents: number; visits: number }>();
  const byMember = new Map<string, { cents: number; visits: number }>();
  let totalCents = 0;
  let visits = 0;
  for (const day of days) {
    for (const service of day.services) {
      const category = categoryOf.get(service.service_id) ?? uncategorised;
      totalCents += service.cents;
      visits += service.visits;
      addToRow(rows.get(day.date), category, service.cents);
      addToRow(weeks.get(weekStartOf(day.date)), category, service.cents);
      const c = byCategory.get(category) ?? { cents: 0, visits: 0 };
      byCategory.set(category, { cents: c.cents + service.cents, visits: c.visits + service.visits });
    }
    for (const member of day.members) {
      if (member.visits === 0) continue;
      const staffId = dayMemberId(member, input.ownerUid);
      const m = byMember.get(staffId) ?? { cents: 0, visits: 0 };
      byMember.set(staffId, { cents: m.cents + member.cents, visits: m.visits + member.visits });
    }
  }
  const categories = [...byCategory.entries()].sort(
    (a, b) => b[1].cents - a[1].cents || a[0].localeCompare(b[0]),
  );
  return {
    totalCents,
    visits,
    categories: categories.map(([category]) => category),
    byDay: [...rows.values()],
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
  days: readonly ReportDay[],
): { byRevenue: ServiceFigure[]; byCount: ServiceFigure[] } {
  const names = new Map(input.services.map((s) => [s.id, s.name]));
  const cents = new Map<string, number>();
  const visits = new Map<string, number>();
  const storedName = new Map<string, string>();
  for (const day of days)
    for (const service of day.services) {
      addTo(cents, service.service_id, service.cents);
      addTo(visits, service.service_id, service.visits);
      if (service.name) storedName.set(service.service_id, service.name);
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
