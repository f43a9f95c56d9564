import { StatCard, StatGrid } from '../../../components/stat-card.tsx';
import { type CountState, clientsCount, type OverviewCountKey } from '../api/get-overview-counts.ts';

/** What a card shows for its count: the figure, an ellipsis while loading, a dash when refused. */
export function countText(state: CountState): string {
  if (state.status === 'success') return state.count.toLocaleString('en-US');
  return state.status === 'loading' ? '…' : '—';
}

function countDetail(state: CountState): string | undefined {
  return state.status === 'error' ? 'Not available' : undefined;
}

/** Total Bookings, Active Services, Products and Clients, all server counts (spec §2; Clients is real, issue 12). */
export function OverviewStats({ counts }: { counts: Record<OverviewCountKey, CountState> }) {
  const clients = clientsCount(counts.profiles, counts.staff);
  const card = (label: string, key: OverviewCountKey) => (
    <StatCard label={label} value={countText(counts[key])} detail={countDetail(counts[key])} />
  );
  return (
    <StatGrid aria-busy={Object.values(counts).some((c) => c.status === 'loading')}>
      {card('Total Bookings', 'bookings')}
      {card('Active Services', 'activeServices')}
      {card('Products', 'products')}
      <StatCard label="Clients" value={countText(clients)} detail={countDetail(clients)} />
    </StatGrid>
  );
}
