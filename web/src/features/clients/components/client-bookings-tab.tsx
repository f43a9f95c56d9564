import styled from '@emotion/styled';
import { formatBookingPrice, formatStudioDate, formatStudioTime, type TimeZone } from '@studio/domain';
import { EmptyState } from '../../../components/empty-state.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 10,
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '6px 12px',
    padding: '12px 14px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
  },
  '.service': { fontWeight: 600, flex: '1 1 180px' },
  '.when': { color: theme.colors.muted, fontSize: '0.9rem' },
}));

/** The client's booking history, newest first. */
export function ClientBookingsTab(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  if (props.bookings.length === 0) return <EmptyState title="No bookings yet" />;
  return (
    <List>
      {props.bookings.map((booking) => (
        <li key={booking.id}>
          <span className="service">{booking.service_name ?? 'Service'}</span>
          <span className="when">
            {formatStudioDate(booking.scheduled_at, props.timeZone)} ·{' '}
            {formatStudioTime(booking.scheduled_at, props.timeZone)}
          </span>
          <strong>{formatBookingPrice(booking.total_price)}</strong>
          <BookingStatusBadge status={booking.status} />
        </li>
      ))}
    </List>
  );
}
