// getReport (issue 33): the Reports screen's figures for a period and, when asked, the previous
// one. The owner, or an assistant with "view reports"; anyone else is refused before anything is
// read. The domain computes every figure (buildReport); this reads what it needs, bounded by the
// period (report-reads.ts says the cost).
import {
  buildReport,
  periodInstants,
  previousPeriod,
  type ReportBooking,
  type ReportPeriod,
  type ReportResponse,
  reportRequestSchema,
  type SettingsValues,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { readSettings } from '../shared/settings.ts';
import { requireStaffPermission } from '../shared/staff-permission.ts';
import {
  type ReadBookings,
  readBookingsBetween,
  readOrdersBetween,
  readStudioSetup,
  readStudioTotals,
  returningClients,
  type StudioSetup,
} from './report-reads.ts';

const weekMs = 7 * 86_400_000;

interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

export const reportRefusal =
  'Reports need the "view reports" permission. The owner can turn it on under Settings → Advanced.';

function clientsOf(bookings: readonly ReportBooking[], start: Date, end: Date): Set<string> {
  return new Set(
    bookings
      .filter((b) => b.status !== 'cancelled' && b.scheduled_at >= start && b.scheduled_at < end)
      .map((b) => b.client_id),
  );
}

async function periodReport(
  firestore: Firestore,
  period: ReportPeriod,
  read: ReadBookings,
  setup: StudioSetup,
  settings: SettingsValues,
) {
  const timeZone = settings.scheduling_timezone;
  const { start, end } = periodInstants(period, timeZone);
  const ordersOn = settings.ecommerce_functionality_enabled;
  const [returning, orders] = await Promise.all([
    returningClients(firestore, clientsOf(read.bookings, start, end), start),
    ordersOn ? readOrdersBetween(firestore, start, end) : Promise.resolve(null),
  ]);
  return buildReport({
    period,
    timeZone,
    ...setup,
    bookings: read.bookings,
    unreadableBookings: read.unreadableStarts.filter((at) => at >= start && at < end).length,
    returningClientIds: returning,
    orders,
    rebookWeeks: settings.reports_rebook_weeks,
    cancellationWindowHours: settings.booking_settings.cancellationWindow,
  });
}

/** The figures for a caller allowed to see them. Exported for the Firestore tests. */
export async function getReportFor(
  firestore: Firestore,
  caller: CallerAuth | undefined,
  data: unknown,
): Promise<ReportResponse> {
  await requireStaffPermission(firestore, caller, 'permissions_assistant_view_reports', reportRefusal);
  const request = decodeRequest(reportRequestSchema, data);
  const settings = await readSettings(firestore);
  const period = { from: request.from, to: request.to };
  const previous = request.compare ? previousPeriod(period) : null;
  const first = periodInstants(previous ?? period, settings.scheduling_timezone).start;
  const { start, end } = periodInstants(period, settings.scheduling_timezone);
  const rebookEnd = new Date(end.getTime() + settings.reports_rebook_weeks * weekMs);
  const [read, setup, totals] = await Promise.all([
    readBookingsBetween(firestore, first, rebookEnd),
    readStudioSetup(firestore, first),
    readStudioTotals(firestore),
  ]);
  const [current, before] = await Promise.all([
    periodReport(firestore, period, read, setup, settings),
    previous ? periodReport(firestore, previous, read, setup, settings) : Promise.resolve(null),
  ]);
  const skipped = read.unreadableStarts.filter((at) => at >= start && at < end).length;
  return { current, previous: before, skipped, totals };
}

export const getReport = onCall((request) => getReportFor(db, request.auth, request.data));
