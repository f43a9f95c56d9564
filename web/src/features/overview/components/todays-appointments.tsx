import styled from '@emotion/styled';
import { bookingClientLabel, type TimeZone } from '@studio/domain';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime } from '../../../utils/studio-zone.ts';

const LastLine = styled.p({ marginBottom: 0 });

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: '12px 0 0',
  padding: 0,
  li: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '4px 12px',
    padding: '10px 0',
    borderTop: `1px solid ${theme.colors.border}`,
  },
  '.time': { fontWeight: 700, minWidth: 72 },
  '.who': { flex: '1 1 180px', overflowWrap: 'anywhere' },
}));

/** Today's appointments: time, client, service and status, with the way to the calendar. */
export function TodaysAppointments(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2">Today's Appointments</CardTitle>
        {props.bookings.length === 0 ? (
          <p>No appointments today.</p>
        ) : (
          <List>
            {props.bookings.map((booking) => (
              <li key={booking.id}>
                <span className="time">{studioTime(booking.scheduled_at, props.timeZone)}</span>
                <span className="who">
                  {bookingClientLabel(booking) || 'Client'} · {booking.service_name ?? 'Service'}
                </span>
                <BookingStatusBadge status={booking.status} />
              </li>
            ))}
          </List>
        )}
        <LastLine>
          <Link to="/dashboard/calendar?view=day">Open the calendar</Link>
        </LastLine>
      </CardBody>
    </Card>
  );
}
