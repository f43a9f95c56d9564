// Shared by the Reports screen and the overview's cards (issue 33: one source for both).
import type { ReportRequest, ReportResponse } from '@studio/domain';
import { createContext, useContext, useEffect, useState } from 'react';
import { callFunction } from '../lib/firebase/index.ts';

/** Where the screen gets its figures: the getReport callable (functions/src/reports/get-report.ts). */
export type ReportSource = (request: ReportRequest) => Promise<ReportResponse>;

export const callReport: ReportSource = (request) =>
  callFunction<ReportRequest, ReportResponse>('getReport', request);

/**
 * Where the Reports screen asks for figures, and its clock (the presets count from today): the
 * callable and the real clock unless a provider says otherwise (the screen tests, which have no
 * Functions emulator, answer with the domain's own buildReport on a fixed clock).
 */
export const ReportSourceContext = createContext<{ load: ReportSource; now: () => Date }>({
  load: callReport,
  now: () => new Date(),
});

/** The screen's clock. */
export function useReportClock(): () => Date {
  return useContext(ReportSourceContext).now;
}

export type ReportState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: ReportResponse; error: null }
  | { status: 'error'; data: null; error: { code: string | null; message: string } };

function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^functions\//, '') : null;
}

/** The figures of a period, asked again whenever the period or the comparison changes. */
export function useReport(request: ReportRequest): ReportState {
  const source = useContext(ReportSourceContext).load;
  const [state, setState] = useState<ReportState>({ status: 'loading', data: null, error: null });
  const { from, to, compare } = request;
  useEffect(() => {
    let current = true;
    setState({ status: 'loading', data: null, error: null });
    source({ from, to, compare })
      .then((data) => current && setState({ status: 'success', data, error: null }))
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : 'The report could not be loaded.';
        setState({ status: 'error', data: null, error: { code: codeOf(error), message } });
      });
    return () => {
      current = false;
    };
  }, [source, from, to, compare]);
  return state;
}
