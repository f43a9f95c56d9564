import type { StudioTotals } from '@studio/domain';
import { StatCard, StatGrid } from '../../../components/stat-card.tsx';
import type { TotalsState } from '../api/get-overview-counts.ts';

/** What a card shows: the figure, an ellipsis while loading, a dash when refused. */
export function totalText(state: TotalsState, key: keyof StudioTotals): string {
  if (state.data) return state.data[key].toLocaleString('en-US');
  return state.status === 'error' ? '—' : '…';
}

/** Total Bookings, Active Services, Products and Clients (spec §2; Clients is real, issue 12), from getReport. */
export function OverviewStats({ state }: { state: TotalsState }) {
  const detail = state.status === 'error' ? 'Not available' : undefined;
  const card = (label: string, key: keyof StudioTotals) => (
    <StatCard label={label} value={totalText(state, key)} detail={detail} />
  );
  return (
    <StatGrid aria-busy={state.status === 'loading'}>
      {card('Total Bookings', 'bookings')}
      {card('Active Services', 'activeServices')}
      {card('Products', 'products')}
      {card('Clients', 'clients')}
    </StatGrid>
  );
}
