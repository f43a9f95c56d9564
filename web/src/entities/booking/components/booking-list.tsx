import styled from '@emotion/styled';
import { formatBookingPrice, formatStudioDate, type TimeZone } from '@studio/domain';
import type { ReactNode } from 'react';
import { CardRows } from '../../../components/card-rows.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime } from '../../../utils/studio-zone.ts';

const List = styled(CardRows)(({ theme }) => ({
  '.price': { fontWeight: 600 },
  '.detail': { color: theme.colors.muted, fontSize: '0.85rem' },
}));

/**
 * Bookings as a list of cards: service, date and time in the studio's time zone (named when the
 * viewer's clock differs), price with cents and status. `dateTimeJoin` stands between the date and
 * the time ('at', '·'); `detail` adds a short line after the price (a deposit) and `action` a
 * control at the end of a row.
 */
export function BookingList(props: {
  bookings: readonly Doc<'bookings'>[];
  timeZone: TimeZone;
  dateTimeJoin: string;
  detail?: (booking: Doc<'bookings'>) => string | null;
  action?: (booking: Doc<'bookings'>) => ReactNode;
  className?: string;
}) {
  return (
    <List className={props.className}>
      {props.bookings.map((booking) => (
        <li key={booking.id}>
          <span className="service">{booking.service_name ?? 'Service'}</span>
          <span className="when">
            {formatStudioDate(booking.scheduled_at, props.timeZone)} {props.dateTimeJoin}{' '}
            {studioTime(booking.scheduled_at, props.timeZone)}
          </span>
          <span className="price">{formatBookingPrice(booking.total_price)}</span>
          {props.detail?.(booking) && <span className="detail">{props.detail(booking)}</span>}
          <BookingStatusBadge status={booking.status} />
          {props.action?.(booking)}
        </li>
      ))}
    </List>
  );
}
