import styled from '@emotion/styled';
import {
  formatBookingPrice,
  formatStudioDate,
  formatStudioTime,
  messages,
  type TimeZone,
} from '@studio/domain';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: '16px 0 0',
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
  },
  '.service': { fontWeight: 600, flex: '1 1 160px' },
  '.when': { color: theme.colors.muted, fontSize: '0.9rem' },
  '.price': { fontWeight: 600 },
}));

/** 'My Appointments': service, date and time (studio time zone), price, status (spec §2). */
export function MyAppointments(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">My Appointments</CardTitle>
        {props.bookings.length === 0 ? (
          <p>{messages.empty.clientBookings}</p>
        ) : (
          <List>
            {props.bookings.map((booking) => (
              <li key={booking.id}>
                <span className="service">{booking.service_name ?? 'Service'}</span>
                <span className="when">
                  {formatStudioDate(booking.scheduled_at, props.timeZone)} at{' '}
                  {formatStudioTime(booking.scheduled_at, props.timeZone)}
                </span>
                <span className="price">{formatBookingPrice(booking.total_price)}</span>
                <BookingStatusBadge status={booking.status} />
              </li>
            ))}
          </List>
        )}
      </CardBody>
    </Card>
  );
}
