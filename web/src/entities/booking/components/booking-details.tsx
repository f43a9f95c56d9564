import styled from '@emotion/styled';
import {
  type BookingService,
  bookingClientLabel,
  bookingEnd,
  formatBookingPrice,
  formatStudioDate,
  type TimeZone,
  visitServicesOf,
} from '@studio/domain';
import { Link } from 'react-router-dom';
import { Stack } from '../../../components/layout.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime, studioTimeRange } from '../../../utils/studio-zone.ts';
import { PriceLines } from './price-lines.tsx';

export const DetailList = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(90px, max-content) 1fr',
  gap: '8px 16px',
  margin: 0,
  dt: { color: theme.colors.muted, fontSize: '0.85rem', fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
}));

/** Who cancelled: the client herself (cancelOwnBooking records her uid) or the studio's staff. */
function cancelledBy(booking: Doc<'bookings'>): string {
  return booking.status_changed_by === booking.client_id
    ? `the client${booking.client_name ? ` (${booking.client_name})` : ''}`
    : 'the studio';
}

const ServiceList = styled.ol({ margin: 0, paddingLeft: '1.2em' });

/** A service of the visit with the add-ons chosen for it. */
function serviceLine(service: BookingService): string {
  const extras = service.add_on_selections.map((a) => `${a.add_on_name}: ${a.option_label}`);
  return `${service.service_name ?? 'Service'}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

/**
 * What a booking is: client (to her record), the member doing it, every service of the visit in
 * order with what was added, when (studio time), status, notes, and the price line by line as
 * stored when it was booked. `memberName` null: the studio is one chair, no member is named.
 */
export function BookingDetails({
  booking,
  timeZone,
  memberName = null,
}: {
  booking: Doc<'bookings'>;
  timeZone: TimeZone;
  memberName?: string | null;
}) {
  const services = visitServicesOf(booking);
  return (
    <Stack gap={16}>
      <DetailList>
        <dt>Client</dt>
        <dd>
          <Link to={`/dashboard/clients/${booking.client_id}`}>
            {bookingClientLabel(booking) || 'Client'}
          </Link>
        </dd>
        {memberName && (
          <>
            <dt>With</dt>
            <dd>{memberName}</dd>
          </>
        )}
        <dt>{services.length > 1 ? 'Services' : 'Service'}</dt>
        <dd>
          {services.length > 1 ? (
            <ServiceList>
              {services.map((service, i) => (
                // A visit may repeat a service: its place in the visit keeps the keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the order is the visit's own
                <li key={i}>{serviceLine(service)}</li>
              ))}
            </ServiceList>
          ) : (
            serviceLine(services[0] as BookingService)
          )}
        </dd>
        <dt>When</dt>
        <dd>
          {formatStudioDate(booking.scheduled_at, timeZone)} at{' '}
          {studioTimeRange(booking.scheduled_at, bookingEnd(booking), timeZone)}
        </dd>
        <dt>Status</dt>
        <dd>
          <BookingStatusBadge status={booking.status} />
          {booking.status === 'cancelled' && booking.cancellation_reason && ` ${booking.cancellation_reason}`}
        </dd>
        {booking.status === 'cancelled' && booking.status_changed_at && (
          <>
            <dt>Cancelled</dt>
            <dd>
              by {cancelledBy(booking)} on {formatStudioDate(booking.status_changed_at, timeZone)} at{' '}
              {studioTime(booking.status_changed_at, timeZone)}
            </dd>
          </>
        )}
        {booking.notes && (
          <>
            <dt>Notes</dt>
            <dd>{booking.notes}</dd>
          </>
        )}
        {booking.conflict_override && (
          <>
            <dt>Overlap</dt>
            <dd>Booked over a conflict on purpose</dd>
          </>
        )}
        {booking.time_override && (
          <>
            <dt>Time limits</dt>
            <dd>
              {booking.time_override === 'past'
                ? 'Booked into the past on purpose'
                : 'Booked beyond the advance limit on purpose'}
            </dd>
          </>
        )}
        {booking.line_items.length === 0 && (
          <>
            <dt>Price</dt>
            <dd>{formatBookingPrice(booking.total_price)}</dd>
          </>
        )}
      </DetailList>
      {booking.line_items.length > 0 && (
        <PriceLines
          label="Price"
          lines={booking.line_items}
          tax={booking.tax_amount}
          total={booking.total_price}
          deposit={booking.deposit_amount}
        />
      )}
    </Stack>
  );
}
