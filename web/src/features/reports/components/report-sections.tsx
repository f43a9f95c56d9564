import styled from '@emotion/styled';
import {
  cellText,
  headlineChange,
  headlines,
  type Report,
  type ReportPeriod,
  type ReportResponse,
  type ReportTable,
  reportStatusLabels,
  reportTables,
} from '@studio/domain';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { SelectField } from '../../../components/field.tsx';
import { StatCard, StatGrid } from '../../../components/stat-card.tsx';
import { ReportTableView } from './report-table.tsx';

const RevenueChart = lazy(() => import('./report-charts.tsx').then((m) => ({ default: m.RevenueChart })));
const SimpleBarChart = lazy(() => import('./report-charts.tsx').then((m) => ({ default: m.SimpleBarChart })));

// minmax(0, 1fr): a chart's first width never widens the column past a 360 px phone.
const Sections = styled.div({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 });

const Head = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 12,
});

const Note = styled.p(({ theme }) => ({
  margin: '0 0 12px',
  fontSize: '0.85rem',
  color: theme.colors.muted,
}));

function Section(props: {
  title: string;
  control?: ReactNode;
  note?: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  // Named by its heading (aria-labelledby), so its name is text on screen.
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <Head>
          <CardTitle as="h2" id={headingId}>
            {props.title}
          </CardTitle>
          {props.control}
        </Head>
        {props.note && <Note>{props.note}</Note>}
        {/* A chart that fails to load leaves its table: the figures never depend on it. */}
        {props.chart && <Suspense fallback={<div style={{ height: 260 }} />}>{props.chart}</Suspense>}
        {props.children}
      </CardBody>
    </Card>
  );
}

/** The headline figures, each with its change when comparing. */
function Headlines({ current, previous }: { current: Report; previous: Report | null }) {
  return (
    <StatGrid min={160}>
      {headlines.map((headline) => (
        <StatCard
          key={headline.label}
          label={headline.label}
          value={cellText(headline.cell(current), 'screen')}
          detail={
            previous
              ? `${cellText(headlineChange(headline, current, previous), 'screen')} against ${cellText(headline.cell(previous), 'screen')}`
              : undefined
          }
        />
      ))}
    </StatGrid>
  );
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Every figure of the period: headline cards, then a chart with its table per subject. */
export function ReportSections({ response, period }: { response: ReportResponse; period: ReportPeriod }) {
  const { current, previous } = response;
  const [by, setBy] = useState<'byDay' | 'byWeek'>(current.days > 62 ? 'byWeek' : 'byDay');
  const tables = reportTables(current, previous);
  const table = (id: string) => tables.find((t) => t.id === id) as ReportTable;
  const view = (id: string) => <ReportTableView table={table(id)} period={period} />;
  const r = current.revenue;
  return (
    <Sections>
      <section aria-label="Headline figures">
        <Headlines current={current} previous={previous} />
        {view('summary')}
      </section>
      <Section
        title="Revenue"
        note="Completed visits, by the day of the visit in the studio's time zone, split by category."
        control={
          <SelectField
            label="Show by"
            value={by}
            onChange={(e) => setBy(e.target.value as 'byDay' | 'byWeek')}
          >
            <option value="byDay">Day</option>
            <option value="byWeek">Week</option>
          </SelectField>
        }
        chart={
          <RevenueChart
            rows={r[by]}
            categories={r.categories}
            summary={`Revenue by ${by === 'byDay' ? 'day' : 'week'}: ${money(r.totalCents)} in all. The table below lists it.`}
          />
        }
      >
        {view(by === 'byDay' ? 'revenue-by-day' : 'revenue-by-week')}
      </Section>
      <Section title="Revenue by category">{view('revenue-by-category')}</Section>
      <Section
        title="Revenue by member"
        chart={
          <SimpleBarChart
            data={r.byMember.map((m) => ({ label: m.name, value: m.cents / 100 }))}
            format={(v) => `$${v}`}
            summary="Revenue by member. The table below lists it."
          />
        }
      >
        {view('revenue-by-member')}
      </Section>
      <Section
        title="Appointments by status"
        chart={
          <SimpleBarChart
            data={current.statuses.map((s) => ({ label: reportStatusLabels[s.status], value: s.count }))}
            horizontal
            summary="Appointments by status. The table below lists them."
          />
        }
      >
        {view('appointments-by-status')}
      </Section>
      <Section
        title="No-shows and late cancellations"
        note="No-shows out of the appointments not cancelled; late cancellations (inside the cancellation window) out of all."
      >
        {view('attendance')}
      </Section>
      <Section title="Clients" note="Returning clients had a completed visit before the period.">
        {view('clients')}
      </Section>
      <Section
        title="Utilisation by member"
        note="Booked minutes over open minutes: her hours less time off and blocked time."
        chart={
          <SimpleBarChart
            data={current.utilisation.map((m) => ({ label: m.name, value: m.rate ?? 0 }))}
            format={percent}
            summary="Utilisation by member. The table below lists it."
          />
        }
      >
        {view('utilisation')}
      </Section>
      <Section
        title="Top services"
        chart={
          <SimpleBarChart
            data={current.topServices.byRevenue.map((s) => ({ label: s.name, value: s.cents / 100 }))}
            format={(v) => `$${v}`}
            horizontal
            summary="Top services by revenue. The table below lists them."
          />
        }
      >
        {view('top-services-by-revenue')}
        {view('top-services-by-count')}
      </Section>
      <Section
        title="Deposits"
        note="From the deposits bookings record: kept on completed visits, no-shows and late cancellations; to refund on cancellations in good time."
      >
        {view('deposits')}
      </Section>
      {current.shop && <Section title="Shop orders">{view('shop-orders')}</Section>}
    </Sections>
  );
}
