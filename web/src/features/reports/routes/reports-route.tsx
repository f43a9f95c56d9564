import styled from '@emotion/styled';
import {
  allFiguresCsv,
  csvFileName,
  defaultReportPreset,
  presetPeriod,
  type ReportPeriod,
  reportTables,
} from '@studio/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useReport, useReportClock } from '../../../hooks/use-report.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { PeriodPicker } from '../components/period-picker.tsx';
import { ReportSections } from '../components/report-sections.tsx';
import { downloadCsv } from '../utils/download-csv.ts';

const refusal =
  'Reports are not part of your account. The owner can let assistants view reports under Settings → Advanced.';

const Refusal = styled.p({ maxWidth: 560 });

function Figures({ period, compare }: { period: ReportPeriod; compare: boolean }) {
  const state = useReport({ ...period, compare });
  if (state.status === 'loading') return <Spinner label="Loading the report…" />;
  if (state.status === 'error')
    return state.error.code === 'permission-denied' ? (
      <Refusal role="alert">{refusal}</Refusal>
    ) : (
      <p role="alert">{state.error.message}</p>
    );
  const { data } = state;
  const tables = reportTables(data.current, data.previous);
  return (
    <>
      {data.skipped > 0 && (
        <Notice role="status">
          {data.skipped === 1
            ? 'One booking could not be read: it is counted under Unknown.'
            : `${data.skipped} bookings could not be read: they are counted under Unknown.`}
        </Notice>
      )}
      <p>
        <Button
          variant="outline"
          onClick={() => downloadCsv(csvFileName('all-figures', period), allFiguresCsv(tables, period))}
        >
          Download all figures (CSV)
        </Button>
      </p>
      <ReportSections response={data} period={period} />
    </>
  );
}

/** The period and the comparison the owner chose; the figures follow them. */
function Reports({ now }: { now: Date }) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const [period, setPeriod] = useState(() => presetPeriod(defaultReportPreset, now, timeZone));
  const [compare, setCompare] = useState(false);
  return (
    <>
      <PeriodPicker
        timeZone={timeZone}
        now={now}
        period={period}
        onPeriod={setPeriod}
        compare={compare}
        onCompare={setCompare}
      />
      <p aria-live="polite">
        {period.from} to {period.to}
        {compare ? ', compared with the same number of days before' : ''}
      </p>
      <Figures period={period} compare={compare} />
    </>
  );
}

/**
 * /dashboard/reports (issue 33): for the owner and assistants with "view reports". Anyone else,
 * and an assistant whose permission is turned off while the page is open, reads a plain refusal
 * (getReport refuses them the figures too).
 */
export function ReportsRoute() {
  const { status, data: access } = useStaffAccess();
  const clock = useReportClock();
  const [openedAt] = useState(clock);
  return (
    <DashboardPage title="Reports" subtitle="Revenue, appointments, clients and your team's time">
      {status === 'loading' ? (
        <Spinner />
      ) : access.viewReports ? (
        <Reports now={openedAt} />
      ) : (
        <Refusal role="alert">{refusal}</Refusal>
      )}
    </DashboardPage>
  );
}
