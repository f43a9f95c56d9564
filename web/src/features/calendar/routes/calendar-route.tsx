import { messages, todayIn } from '@studio/domain';
import { useMemo, useState } from 'react';
import { useUser } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Notice } from '../../../components/notice.tsx';
import type { BookingFormPrefill } from '../../../entities/booking/components/booking-form.tsx';
import { BookingFormDialog } from '../../../entities/booking/components/booking-form-dialog.tsx';
import { BookingPanel } from '../../../entities/booking/components/booking-panel.tsx';
import { useLatestSearchParams } from '../../../hooks/use-latest-search-params.ts';
import { phoneQuery, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { useStaffDelays } from '../api/get-staff-delays.ts';
import { useCalendarData } from '../api/use-calendar-data.ts';
import { CalendarToolbar } from '../components/calendar-toolbar.tsx';
import { DayList } from '../components/day-list.tsx';
import { DayWaitlists } from '../components/day-waitlists.tsx';
import { everyone, MemberPicker } from '../components/member-picker.tsx';
import { TimeGrid } from '../components/time-grid.tsx';
import { WeekList } from '../components/week-list.tsx';
import {
  addCalendarDays,
  type CalendarView,
  isCalendarDate,
  longDayLabel,
  shortDayLabel,
  viewStep,
  visibleDays,
} from '../utils/calendar-days.ts';
import { calendarLayout } from '../utils/calendar-layout.ts';
import type { CalendarScope } from '../utils/calendar-members.ts';

function CalendarBody(props: {
  days: string[];
  today: string;
  view: CalendarView;
  phone: boolean;
  scope: CalendarScope;
  viewer: { uid: string; isOwner: boolean };
  member: string;
  onMember: (uid: string) => void;
  onOpenBooking: (id: string) => void;
  onOpenDay: (date: string) => void;
  onPickTime?: (date: string, time: string, memberId?: string) => void;
}) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const { status, data } = useCalendarData({
    days: props.days,
    timeZone,
    scope: props.scope,
    viewer: props.viewer,
  });
  const delays = useStaffDelays(props.today).data;
  const layout = useMemo(
    () =>
      calendarLayout({
        view: props.view,
        phone: props.phone,
        days: props.days,
        today: props.today,
        members: data.members,
        chosen: props.member,
        bookings: data.bookings,
        blocks: data.blocks,
        windows: data.windows,
        timeZone,
      }),
    [
      props.view,
      props.phone,
      props.days,
      props.today,
      props.member,
      data.members,
      data.bookings,
      data.blocks,
      data.windows,
      timeZone,
    ],
  );
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status === 'error') return failed;
  // A booking or profile whose stored data is odd is left off and named above, never fatal.
  const leftOut = (
    <>
      <InvalidDocumentsNotice
        collection="bookings"
        noun={['booking', 'bookings']}
        documents={data.leftOut.bookings}
      />
      <InvalidDocumentsNotice
        collection="staff_profiles"
        noun={['staff profile', 'staff profiles']}
        documents={data.leftOut.profiles}
      />
      {props.scope.kind === 'everyone' && data.members.length > 1 && (
        <MemberPicker members={data.members} value={props.member} onChange={props.onMember} />
      )}
    </>
  );
  if (layout.kind === 'week-list')
    return (
      <>
        {leftOut}
        <WeekList
          days={layout.columns}
          timeZone={timeZone}
          onOpenBooking={props.onOpenBooking}
          onOpenDay={props.onOpenDay}
        />
      </>
    );
  if (layout.kind === 'day-list')
    return (
      <>
        {leftOut}
        <DayList day={layout.column} timeZone={timeZone} onOpenBooking={props.onOpenBooking} />
      </>
    );
  return (
    <>
      {leftOut}
      <TimeGrid
        days={layout.columns}
        hours={layout.hours}
        timeZone={timeZone}
        onOpenBooking={props.onOpenBooking}
        onOpenDay={props.view === 'week' ? props.onOpenDay : undefined}
        onPickTime={props.onPickTime}
        delays={delays}
      />
    </>
  );
}

function rangeTitle(days: readonly string[]): string {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  return days.length === 1 ? longDayLabel(first) : `${shortDayLabel(first)} – ${shortDayLabel(last)}`;
}

const failed = (
  <p role="alert">The calendar could not be loaded. You may not have permission to see bookings.</p>
);

/** Where the calendar is: its view, its day and the member it shows (everyone: ''). */
interface CalendarPlace {
  view: CalendarView;
  date: string;
  member: string;
}

/**
 * The staff calendar (issues 12, 29 and 31): day and week in the studio's time zone, live. At
 * 1280 px the day has a column per member and the week a column per day, filtered by member; a
 * phone gets the day as a list under a member picker and the week as a list by day. Staff who
 * manage bookings see everyone; any other member sees her own appointments only (the rules let
 * her read no others). The view, the day and the member live in the address
 * (?view=week&date=2026-11-25&member=uid); a week's day heading opens that very day.
 */
export function CalendarRoute() {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const phone = useMediaQuery(phoneQuery);
  const { data: user } = useUser();
  const { status: accessStatus, data: access } = useStaffAccess();
  const [params, updateParams] = useLatestSearchParams();
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const [creating, setCreating] = useState<BookingFormPrefill | null>(null);
  const canBook = accessStatus === 'success' && access.manageBookings;
  const uid = user?.uid ?? '';
  const scope: CalendarScope = useMemo(
    () => (access.manageBookings ? { kind: 'everyone' } : { kind: 'own', uid }),
    [access.manageBookings, uid],
  );
  const viewer = useMemo(() => ({ uid, isOwner: access.isOwner }), [uid, access.isOwner]);
  const today = todayIn(timeZone, new Date());
  /** The view, day and member an address shows. */
  const placeOf = (address: URLSearchParams): CalendarPlace => {
    const asked = address.get('view');
    return {
      date: isCalendarDate(address.get('date')) ? (address.get('date') as string) : today,
      // The view asked for in the address, else the week on a wide screen and the day on a phone.
      view: asked === 'day' || asked === 'week' ? asked : phone ? 'day' : 'week',
      member: address.get('member') ?? everyone,
    };
  };
  const { date, view, member } = placeOf(params);
  const days = useMemo(() => visibleDays(view, date), [view, date]);
  /** Moves from the latest place: two quick presses of Next move two steps. */
  const go = (move: (place: CalendarPlace) => Partial<CalendarPlace>) =>
    updateParams((latest) => {
      const place = placeOf(latest);
      const next = { ...place, ...move(place) };
      return new URLSearchParams({
        view: next.view,
        date: next.date,
        ...(next.member ? { member: next.member } : {}),
      });
    });
  return (
    <DashboardPage
      title="Calendar"
      subtitle={`Appointments in the studio's time (${timeZone.replace('_', ' ')})`}
    >
      {!user || accessStatus === 'loading' ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {scope.kind === 'own' && <Notice>{messages.permissions.ownDayOnly}</Notice>}
          <CalendarToolbar
            title={rangeTitle(days)}
            view={view}
            onMove={(step) =>
              go((place) => ({
                date: step === 0 ? today : addCalendarDays(place.date, step * viewStep(place.view)),
              }))
            }
            onView={(next) => go(() => ({ view: next }))}
            actions={canBook && <Button onClick={() => setCreating({ date })}>New Booking</Button>}
          />
          <ErrorBoundary key={`${view}-${date}`} name="Calendar" fallback={failed}>
            <CalendarBody
              days={days}
              today={today}
              view={view}
              phone={phone}
              scope={scope}
              viewer={viewer}
              member={member}
              onMember={(next) => go(() => ({ member: next }))}
              onOpenBooking={setOpenBooking}
              onOpenDay={(day) => go(() => ({ view: 'day', date: day }))}
              onPickTime={
                canBook
                  ? (day, time, memberId) => setCreating({ date: day, time, staffId: memberId ?? null })
                  : undefined
              }
            />
          </ErrorBoundary>
          {scope.kind === 'everyone' && (
            <ErrorBoundary key={`waitlist-${view}-${date}`} name="Waitlist" fallback={null}>
              <DayWaitlists days={days} />
            </ErrorBoundary>
          )}
        </>
      )}
      <BookingPanel bookingId={openBooking} onClose={() => setOpenBooking(null)} />
      <BookingFormDialog prefill={creating} onClose={() => setCreating(null)} onCreated={setOpenBooking} />
    </DashboardPage>
  );
}
