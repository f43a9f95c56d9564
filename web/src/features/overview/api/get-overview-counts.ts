import { defaultReportPreset, presetPeriod, type StudioTotals } from '@studio/domain';
import { useMemo } from 'react';
import { type ReportState, useReport, useReportClock } from '../../../hooks/use-report.ts';
import type { DataResult } from '../../../utils/combined-status.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';

/**
 * The overview's four cards, or why there are none: still loading, or refused (an assistant whose
 * "view reports" was switched off). Their figures come from getReport, the source of the Reports
 * screen, so the two screens never disagree (issue 33, item 6); the server counts them with
 * aggregation queries and the browser reads no document.
 */
export type TotalsState = DataResult<StudioTotals | null>;

export function totalsOf(report: ReportState): TotalsState {
  if (report.status === 'success') return { status: 'success', data: report.data.totals, error: undefined };
  if (report.status === 'error') {
    console.error('The overview figures could not be read:', report.error.message);
    return { status: 'error', data: null, error: new Error(report.error.message) };
  }
  return { status: 'loading', data: null, error: undefined };
}

/** The Reports screen's default period, whose report also carries the studio's totals. */
export function useOverviewTotals(): TotalsState {
  const now = useReportClock();
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  // Asked again only when the zone or the clock source changes, not on every render.
  const period = useMemo(() => presetPeriod(defaultReportPreset, now(), timeZone), [now, timeZone]);
  return totalsOf(useReport({ from: period.from, to: period.to, compare: false }));
}
