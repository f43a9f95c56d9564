// getReport (issue 33): the Reports screen's figures for a period and, when asked, the previous
// one. The owner, or an assistant with "view reports"; anyone else is refused before anything is
// read. The domain computes every figure (buildReport) from the day rollups (report_days), so the
// cost follows the period's days, not its bookings (report-reads.ts says the cost).
import {
  addDaysToDate,
  buildReport,
  daysWithin,
  periodClientIds,
  periodInstants,
  previousPeriod,
  type Report,
  type ReportDay,
  type ReportPeriod,
  type ReportResponse,
  reportRequestSchema,
  type SettingsValues,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import type { CallerAuth } from '../shared/roles.ts';
import { readSettings } from '../shared/settings.ts';
import { requireStaffPermission } from '../shared/staff-permission.ts';
import {
  readReportDays,
  readStudioSetup,
  readStudioTotals,
  returningClients,
  type StudioSetup,
} from './report-reads.ts';

export const reportRefusal =
  'Reports need the "view reports" permission. The owner can turn it on under Settings → Advanced.';

/** A period's report from its day rollups and what the studio is today. */
export function reportFromDays(
  period: ReportPeriod,
  days: readonly ReportDay[],
  setup: StudioSetup,
  settings: SettingsValues,
  returningClientIds: ReadonlySet<string>,
): Report {
  return buildReport({
    period,
    timeZone: settings.scheduling_timezone,
    ...setup,
    days,
    returningClientIds,
    shopOn: settings.ecommerce_functionality_enabled,
    rebookWeeks: settings.reports_rebook_weeks,
    cancellationWindowHours: settings.booking_settings.cancellationWindow,
  });
}

async function periodReport(
  firestore: Firestore,
  period: ReportPeriod,
  days: readonly ReportDay[],
  setup: StudioSetup,
  settings: SettingsValues,
): Promise<Report> {
  const { start } = periodInstants(period, settings.scheduling_timezone);
  const returning = await returningClients(firestore, periodClientIds(daysWithin(days, period)), start);
  return reportFromDays(period, days, setup, settings, returning);
}

/**
 * The last date the rebooking window can reach: `weeks` after the period's last day, and one day
 * more, since a window of whole 24-hour days crosses midnight when the clocks change in it.
 */
function rebookingWindowEnd(period: ReportPeriod, weeks: number): string {
  return addDaysToDate(period.to, weeks * 7 + 1);
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
  const first = previous ?? period;
  const [days, setup, totals] = await Promise.all([
    readReportDays(firestore, first.from, rebookingWindowEnd(period, settings.reports_rebook_weeks)),
    readStudioSetup(firestore, periodInstants(first, settings.scheduling_timezone).start),
    readStudioTotals(firestore),
  ]);
  const [current, before] = await Promise.all([
    periodReport(firestore, period, days, setup, settings),
    previous ? periodReport(firestore, previous, days, setup, settings) : Promise.resolve(null),
  ]);
  const skipped = current.statuses.find((s) => s.status === 'unknown')?.count ?? 0;
  return { current, previous: before, skipped, totals };
}

export const getReport = onCall((request) => getReportFor(db, request.auth, request.data));
