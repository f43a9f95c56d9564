import styled from '@emotion/styled';
import {
  bookingClientLabel,
  formatBookingPrice,
  formatStudioDate,
  formatStudioTime,
  type TimeZone,
} from '@studio/domain';
import { Link } from 'react-router-dom';
import type { Doc } from '../../utils/firestore-refs.ts';
import { BookingStatusBadge } from '../status-badge.tsx';

export const DetailList = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(90px, max-content) 1fr',
  gap: '8px 16px',
  margin: 0,
  dt: { color: theme.colors.muted, fontSize: '0.85rem', fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
}));

/** What a booking is: client (to her record), service, when, status and price. */
export function BookingDetails({ booking, timeZone }: { booking: Doc<'bookings'>; timeZone: TimeZone }) {
  return (
    <DetailList>
      <dt>Client</dt>
      <dd>
        <Link to={`/dashboard/clients/${booking.client_id}`}>{bookingClientLabel(booking) || 'Client'}</Link>
      </dd>
      <dt>Service</dt>
      <dd>{booking.service_name ?? 'Service'}</dd>
      <dt>When</dt>
      <dd>
        {formatStudioDate(booking.scheduled_at, timeZone)} at{' '}
        {formatStudioTime(booking.scheduled_at, timeZone)}
      </dd>
      <dt>Status</dt>
      <dd>
        <BookingStatusBadge status={booking.status} />
      </dd>
      <dt>Price</dt>
      <dd>{formatBookingPrice(booking.total_price)}</dd>
    </DetailList>
  );
}
