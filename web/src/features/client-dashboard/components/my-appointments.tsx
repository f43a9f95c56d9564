import styled from '@emotion/styled';
import { approvalNote, depositNotice, messages, type SettingsValues, type TimeZone } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { BookingList } from '../../../entities/booking/components/booking-list.tsx';
import { downloadAppointmentIcs } from '../../../entities/booking/model/appointment-calendar.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { AppointmentCancel, type CancellationPolicy } from './appointment-cancel.tsx';
import { CheckInControl, expectedStartLine } from './appointment-live.tsx';

const Appointments = styled(BookingList)({ marginTop: 12 });

const Section = styled.section({ marginTop: 16, h3: { margin: 0, fontSize: '1rem' } });

const Address = styled.p(({ theme }) => ({
  margin: '4px 0 0',
  color: theme.colors.muted,
  fontSize: '0.9rem',
}));

/** What the studio is called and where it is, for the calendar file and under the list. */
export interface StudioPlace {
  name: string;
  address: readonly string[];
}

/** Only a booking that will happen goes to her calendar. */
const happening = (booking: Doc<'bookings'>) =>
  booking.status === 'scheduled' || booking.status === 'confirmed';

/** The studio's deposit terms her appointments are shown with (issue 32). */
export type DepositTerms = Pick<SettingsValues, 'deposit_due_hours' | 'deposit_instructions'>;

/**
 * The deposit line of a booking that asks for one: "Deposit due $15.00 by Jun 2, 2026 at 12:00
 * PM. To pay: …" while it is due, else what became of it ("Deposit $15.00 received").
 */
const depositLine = (booking: Doc<'bookings'>, terms: DepositTerms, timeZone: TimeZone) => {
  const notice = depositNotice(booking, { ...terms, scheduling_timezone: timeZone });
  if (!notice) return null;
  return notice.howToPay ? `${notice.line}. To pay: ${notice.howToPay}` : notice.line;
};

/**
 * Under an upcoming appointment: whether it still waits for the studio's Accept (issue 32), the
 * expected start when the studio runs late, and the deposit.
 */
const upcomingDetail = (timeZone: TimeZone, terms: DepositTerms) => (booking: Doc<'bookings'>) =>
  [approvalNote(booking), expectedStartLine(booking, timeZone), depositLine(booking, terms, timeZone)]
    .filter(Boolean)
    .join(' · ') || null;

/**
 * 'My Appointments' (spec §2), split into Upcoming and Past, live: service, date and time in the
 * studio's time zone, price with its deposit line, status; an upcoming appointment can be added to
 * her calendar or cancelled within the policy, and the studio's address is under the list. A
 * booking whose stored data is odd is left out and counted (`unreadable`), never fatal.
 */
export function MyAppointments(props: {
  upcoming: readonly Doc<'bookings'>[];
  past: readonly Doc<'bookings'>[];
  /** Her bookings left out because they do not match their schema (staff see them named). */
  unreadable?: number;
  timeZone: TimeZone;
  studio: StudioPlace;
  /** Her uid, the moment the page draws and the policy: who may cancel what, now. */
  clientId: string;
  now: Date;
  policy: CancellationPolicy;
  /** When a due deposit must be paid, and how (settings deposit_due_hours, deposit_instructions). */
  deposits: DepositTerms;
  onCancel: (booking: Doc<'bookings'>) => void;
  /** "I'm here" (issue 34); absent: not offered. */
  onCheckIn?: (booking: Doc<'bookings'>) => void;
  /** A check-in is on its way. */
  checkingIn?: boolean;
}) {
  const unreadable = props.unreadable ?? 0;
  const none = props.upcoming.length === 0 && props.past.length === 0 && unreadable === 0;
  return (
    <Card>
      <CardBody>
        <CardTitle as="h2" id="my-appointments">
          My Appointments
        </CardTitle>
        {none && <p>{messages.empty.clientBookings}</p>}
        {props.upcoming.length > 0 && (
          <Section aria-label="Upcoming appointments">
            <h3>Upcoming</h3>
            <Appointments
              bookings={props.upcoming}
              timeZone={props.timeZone}
              dateTimeJoin="at"
              detail={upcomingDetail(props.timeZone, props.deposits)}
              action={(booking) =>
                // Waiting for approval: nothing for her calendar yet, but she may withdraw it.
                (happening(booking) || booking.status === 'pending') && (
                  <>
                    {props.onCheckIn && happening(booking) && (
                      <CheckInControl
                        booking={booking}
                        now={props.now}
                        timeZone={props.timeZone}
                        busy={props.checkingIn ?? false}
                        onCheckIn={props.onCheckIn}
                      />
                    )}
                    {happening(booking) && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Add to calendar: ${booking.service_name ?? 'appointment'}`}
                        onClick={() => downloadAppointmentIcs(booking, props.studio, new Date())}
                      >
                        Add to calendar
                      </Button>
                    )}
                    <AppointmentCancel
                      booking={booking}
                      clientId={props.clientId}
                      now={props.now}
                      policy={props.policy}
                      onCancel={props.onCancel}
                    />
                  </>
                )
              }
            />
            {props.studio.address.length > 0 && <Address>At {props.studio.address.join(', ')}</Address>}
          </Section>
        )}
        {props.past.length > 0 && (
          <Section aria-label="Past appointments">
            {/* A cancelled visit still ahead is listed here, not under Upcoming (issue 29). */}
            <h3>{props.past.some((b) => b.scheduled_at > props.now) ? 'Past and cancelled' : 'Past'}</h3>
            {/* A declined booking says why, in the studio's words (issue 32). */}
            <Appointments
              bookings={props.past}
              timeZone={props.timeZone}
              dateTimeJoin="at"
              detail={approvalNote}
            />
          </Section>
        )}
        {unreadable > 0 && (
          <p role="status">
            {unreadable === 1 ? 'One appointment' : `${unreadable} appointments`} could not be shown; the
            studio can see {unreadable === 1 ? 'it' : 'them'}.
          </p>
        )}
      </CardBody>
    </Card>
  );
}
