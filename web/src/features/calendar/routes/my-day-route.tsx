import styled from '@emotion/styled';
import { formatTimeOfDay, todayIn } from '@studio/domain';
import { useMemo, useState } from 'react';
import { useUser } from 'reactfire';
import { ButtonLink } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { BookingPanel } from '../../../entities/booking/components/booking-panel.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { studioZoneOn } from '../../../utils/studio-zone.ts';
import { useCalendarData } from '../api/use-calendar-data.ts';
import { ListBookingCard } from '../components/booking-card.tsx';
import { longDayLabel, timeOfDay } from '../utils/calendar-days.ts';
import type { CalendarBooking } from '../utils/calendar-items.ts';
import type { CalendarScope } from '../utils/calendar-members.ts';

const List = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });

const time = (minute: number) => formatTimeOfDay(timeOfDay(Math.min(minute, 1439)));

/** '10:00 AM – 11:15 AM', then the studio zone's name when the viewer's clock differs. */
const timeRange = (booking: CalendarBooking, zone: string) =>
  `${time(booking.start)} – ${time(booking.end)}${zone ? ` ${zone}` : ''}`;

/**
 * Her appointments of one day, in time order, live: the owner reads the day's bookings and keeps
 * hers (old bookings without staff_id are hers); an assistant reads only those naming her, which
 * the rules allow whatever her permissions (issue 31).
 */
function MyAppointments(props: {
  date: string;
  uid: string;
  isOwner: boolean;
  onOpen: (id: string) => void;
}) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const days = useMemo(() => [props.date], [props.date]);
  const scope: CalendarScope = useMemo(
    () => (props.isOwner ? { kind: 'everyone' } : { kind: 'own', uid: props.uid }),
    [props.isOwner, props.uid],
  );
  const viewer = useMemo(() => ({ uid: props.uid, isOwner: props.isOwner }), [props.uid, props.isOwner]);
  const { status, data } = useCalendarData({ days, timeZone, scope, viewer });
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status === 'error') return failed;
  const mine = data.bookings.filter((b) => b.staffId === props.uid).sort((a, b) => a.start - b.start);
  const zone = studioZoneOn(props.date, timeZone);
  return (
    <>
      <InvalidDocumentsNotice
        collection="bookings"
        noun={['booking', 'bookings']}
        documents={data.leftOut.bookings}
      />
      {mine.length === 0 ? (
        <p>No appointments today.</p>
      ) : (
        <List aria-label="My appointments today">
          {mine.map((booking) => (
            <li key={booking.id}>
              <ListBookingCard booking={booking} time={timeRange(booking, zone)} onOpen={props.onOpen} />
            </li>
          ))}
        </List>
      )}
    </>
  );
}

const failed = <p role="alert">Your appointments could not be loaded. Please refresh the page.</p>;

/**
 * My day (issue 31): the signed-in member's own appointments today in the studio's time zone,
 * with client, service, time and status, first in every staff member's dashboard.
 */
export function MyDayRoute() {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const { data: user } = useUser();
  const access = useStaffAccess();
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const today = todayIn(timeZone, new Date());
  return (
    <DashboardPage
      title="My day"
      subtitle={longDayLabel(today)}
      actions={
        <ButtonLink to={`/dashboard/calendar?view=day&date=${today}`} variant="outline" size="sm">
          Open the calendar
        </ButtonLink>
      }
    >
      {!user || access.status === 'loading' ? (
        <p role="status">Loading...</p>
      ) : (
        <ErrorBoundary key={today} name="My day" fallback={failed}>
          <MyAppointments date={today} uid={user.uid} isOwner={access.data.isOwner} onOpen={setOpenBooking} />
        </ErrorBoundary>
      )}
      <BookingPanel bookingId={openBooking} onClose={() => setOpenBooking(null)} />
    </DashboardPage>
  );
}
