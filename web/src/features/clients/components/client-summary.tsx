import styled from '@emotion/styled';
import { type ClientStatistics, formatBookingPrice, loyaltyTierLabels, type TimeZone } from '@studio/domain';
import type { ReactNode } from 'react';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { StatCard, StatGrid } from '../../../components/stat-card.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { lastVisitText } from '../utils/client-display.ts';

const SummaryCard = styled(Card)({ marginBottom: 24 });

/** Total Bookings, Loyalty Points, Tier and Last Visit from the profile's derived fields. */
export function ClientSummary(props: { client: Doc<'profiles'>; timeZone: TimeZone }) {
  const { client } = props;
  return (
    <StatGrid min={140}>
      <StatCard label="Total Bookings" value={client.total_bookings} />
      <StatCard label="Loyalty Points" value={client.loyalty_points.toLocaleString('en-US')} />
      <StatCard label="Tier" value={loyaltyTierLabels[client.loyalty_tier]} />
      <StatCard label="Last Visit" value={lastVisitText(client.last_visit, props.timeZone)} />
    </StatGrid>
  );
}

const Figures = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(130px, 100%), 1fr))',
  gap: 16,
  margin: '16px 0 0',
  dt: { fontSize: '0.8rem', color: theme.colors.muted },
  dd: { margin: '2px 0 0', fontWeight: 700, fontSize: '1.1rem' },
}));

/** The statistics rows of spec §9, as a definition list. */
export function statisticsRows(stats: ClientStatistics): [string, string][] {
  const days = stats.averageDaysBetweenVisits;
  return [
    ['Total Spent', formatBookingPrice(stats.totalSpent)],
    ['Average Booking Value', formatBookingPrice(stats.averageBookingValue)],
    ['Completed Bookings', String(stats.completedCount)],
    ['Cancellation Rate', `${stats.cancellationRate}%`],
    ['Avg. Days Between Visits', days === null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`],
    ['Favorite Service', stats.favoriteService ?? '—'],
  ];
}

/** `notice` names the bookings the figures leave out (their stored data is odd), if any. */
export function ClientStatisticsCard({ stats, notice }: { stats: ClientStatistics; notice?: ReactNode }) {
  return (
    <SummaryCard>
      <CardBody>
        <CardTitle as="h2">Statistics</CardTitle>
        {notice}
        <Figures>
          {statisticsRows(stats).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
      </CardBody>
    </SummaryCard>
  );
}
