import styled from '@emotion/styled';
import { formatBookingPrice, formatStudioDate, formatStudioTime, type TimeZone } from '@studio/domain';
import type { Doc } from '../utils/firestore-refs.ts';
import { CardRows } from './card-rows.tsx';
import { BookingStatusBadge } from './status-badge.tsx';

const List = styled(CardRows)({ '.price': { fontWeight: 600 } });

/**
 * Bookings as a list of cards: service, date and time in the studio's time zone, price with cents
 * and status. `dateTimeJoin` stands between the date and the time ('at', '·').
 */
export function BookingList(props: {
  bookings: readonly Doc<'bookings'>[];
  timeZone: TimeZone;
  dateTimeJoin: string;
  className?: string;
}) {
  return (
    <List className={props.className}>
      {props.bookings.map((booking) => (
        <li key={booking.id}>
          <span className="service">{booking.service_name ?? 'Service'}</span>
          <span className="when">
            {formatStudioDate(booking.scheduled_at, props.timeZone)} {props.dateTimeJoin}{' '}
            {formatStudioTime(booking.scheduled_at, props.timeZone)}
          </span>
          <span className="price">{formatBookingPrice(booking.total_price)}</span>
          <BookingStatusBadge status={booking.status} />
        </li>
      ))}
    </List>
  );
}
