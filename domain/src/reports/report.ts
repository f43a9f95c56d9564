// One report of a period (issue 33): every figure the Reports screen shows, from the input the
// getReport callable reads (the period's day rollups, not its bookings). Pure: the same input
// gives the same figures, in tests and in the function.
import type { OrderStatus } from '../schemas/orders.ts';
import { orderStatuses } from '../schemas/orders.ts';
import {
  type AttendanceRates,
  appointmentsByStatus,
  attendanceRates,
  type DepositFigures,
  depositFigures,
  type StatusCount,
} from './appointments.ts';
import { type ClientMix, clientMix, type RebookingFigures, rebookingFigures } from './clients.ts';
import { periodDays, type ReportPeriod } from './periods.ts';
import type { ReportDay } from './report-day.ts';
import type { ReportInput } from './report-input.ts';
import { type RevenueFigures, revenueFigures, type ServiceFigure, topServices } from './revenue.ts';
import { type MemberUtilisation, utilisationFigures } from './utilisation.ts';

export interface ShopFigures {
  /** Orders placed in the period, cancelled ones included. */
  orders: number;
  byStatus: { status: OrderStatus; count: number; cents: number }[];
  /** Picked-up orders: paid at the studio. */
  revenueCents: number;
}

export interface Report {
  period: ReportPeriod;
  days: number;
  revenue: RevenueFigures;
  statuses: StatusCount[];
  attendance: AttendanceRates;
  rebooking: RebookingFigures;
  clients: ClientMix;
  utilisation: MemberUtilisation[];
  topServices: { byRevenue: ServiceFigure[]; byCount: ServiceFigure[] };
  deposits: DepositFigures;
  /** Null while online ordering is off. */
  shop: ShopFigures | null;
}

export function shopFigures(days: readonly ReportDay[]): ShopFigures {
  const byStatus = orderStatuses.map((status) => {
    const mine = days.flatMap((day) => day.orders.filter((o) => o.status === status));
    return {
      status,
      count: mine.reduce((sum, o) => sum + o.count, 0),
      cents: mine.reduce((sum, o) => sum + o.cents, 0),
    };
  });
  return {
    orders: byStatus.reduce((sum, s) => sum + s.count, 0),
    byStatus,
    revenueCents: byStatus.find((s) => s.status === 'picked_up')?.cents ?? 0,
  };
}

/** The days of `days` inside the period (dates compare as text: 'yyyy-MM-dd'). */
export function daysWithin(days: readonly ReportDay[], period: ReportPeriod): ReportDay[] {
  return days.filter((day) => day.date >= period.from && day.date <= period.to);
}

export function buildReport(input: ReportInput): Report {
  const inPeriod = daysWithin(input.days, input.period);
  const window = input.cancellationWindowHours;
  return {
    period: input.period,
    days: periodDays(input.period),
    revenue: revenueFigures(input, inPeriod),
    statuses: appointmentsByStatus(inPeriod),
    attendance: attendanceRates(inPeriod, window),
    rebooking: rebookingFigures(input, inPeriod, input.days),
    clients: clientMix(input, inPeriod),
    utilisation: utilisationFigures(input, inPeriod),
    topServices: topServices(input, inPeriod),
    deposits: depositFigures(inPeriod, window),
    shop: input.shopOn ? shopFigures(inPeriod) : null,
  };
}

/** A figure against the previous period's: the difference and, when that had any, the share. */
export interface FigureChange {
  difference: number;
  /** null when the previous figure was 0 (no share of nothing). */
  percent: number | null;
}

export function figureChange(current: number, previous: number): FigureChange {
  return {
    difference: current - previous,
    percent: previous === 0 ? null : ((current - previous) / Math.abs(previous)) * 100,
  };
}

/**
 * The studio's running totals, whatever the period: the overview's four cards (spec §2). getReport
 * counts them on the server (aggregation queries, one read per thousand documents) so the overview
 * and the Reports screen show figures from one source (issue 33, item 6).
 */
export interface StudioTotals {
  bookings: number;
  activeServices: number;
  products: number;
  /** Every profile but the staff's own (walk-in clients have a profile and no role). */
  clients: number;
}

/** Clients among the profiles: each staff account has a profile too, so hers are not clients. */
export function clientCount(profiles: number, staffAccounts: number): number {
  return Math.max(0, profiles - staffAccounts);
}

/** What getReport answers: the period's report and, when asked, the previous period's. */
export interface ReportResponse {
  current: Report;
  previous: Report | null;
  /** Booking documents the report could not read (counted as "unknown"). */
  skipped: number;
  totals: StudioTotals;
}
