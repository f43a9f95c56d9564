// The day rollup of issue 33, item 5 (first step; nothing reads it yet): one studio day's counts
// and revenue, derived whole from that day's bookings. A trigger would re-derive the day (or the
// two days, when a booking moves) on every booking write instead of adding the change: replayed,
// reordered or deleted events then leave the same document, since it depends only on what the day
// holds when it runs.
import { bookingStaffId } from '../bookings/staff-member.ts';
import type { TimeZone } from '../enums/settings.ts';
import { reportDateOf } from './periods.ts';
import { centsOf, type ReportBooking } from './report-input.ts';

export interface ReportDayFigures {
  count: number;
  revenueCents: number;
}

/** report_days/{date}: what the studio day held. */
export interface ReportDay {
  date: string;
  /** Bookings by status. */
  statuses: Record<string, number>;
  /** Completed bookings: their number and total_price in cents. */
  completed: ReportDayFigures;
  /** Completed bookings by member (a booking without staff_id is the owner's). */
  byMember: Record<string, ReportDayFigures>;
  /** Completed bookings by first service. */
  byService: Record<string, ReportDayFigures>;
}

function add(map: Record<string, ReportDayFigures>, key: string, cents: number): void {
  const figures = map[key] ?? { count: 0, revenueCents: 0 };
  map[key] = { count: figures.count + 1, revenueCents: figures.revenueCents + cents };
}

/** The rollup of `date` from the bookings given; those starting on another studio day are left out. */
export function reportDayOf(
  date: string,
  bookings: readonly ReportBooking[],
  timeZone: TimeZone,
  ownerId: string,
): ReportDay {
  const day: ReportDay = {
    date,
    statuses: {},
    completed: { count: 0, revenueCents: 0 },
    byMember: {},
    byService: {},
  };
  for (const booking of bookings) {
    if (reportDateOf(booking.scheduled_at, timeZone) !== date) continue;
    day.statuses[booking.status] = (day.statuses[booking.status] ?? 0) + 1;
    if (booking.status !== 'completed') continue;
    const cents = centsOf(booking.total_price);
    day.completed = { count: day.completed.count + 1, revenueCents: day.completed.revenueCents + cents };
    add(day.byMember, bookingStaffId(booking, ownerId), cents);
    add(day.byService, booking.service_id, cents);
  }
  return day;
}
