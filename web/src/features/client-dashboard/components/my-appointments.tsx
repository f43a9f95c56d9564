import styled from '@emotion/styled';
import { messages, type TimeZone } from '@studio/domain';
import { BookingList } from '../../../components/booking-list.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const Appointments = styled(BookingList)({ marginTop: 16 });

/** 'My Appointments': service, date and time (studio time zone), price, status (spec §2). */
export function MyAppointments(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2" id="my-appointments">
          My Appointments
        </CardTitle>
        {props.bookings.length === 0 ? (
          <p>{messages.empty.clientBookings}</p>
        ) : (
          <Appointments bookings={props.bookings} timeZone={props.timeZone} dateTimeJoin="at" />
        )}
      </CardBody>
    </Card>
  );
}
