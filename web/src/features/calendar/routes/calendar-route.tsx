import { messages, todayIn } from '@studio/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Notice } from '../../../components/notice.tsx';
import { WithStaffRight } from '../../../components/with-staff-right.tsx';
import type { BookingFormPrefill } from '../../../entities/booking/components/booking-form.tsx';
import { BookingFormDialog } from '../../../entities/booking/components/booking-form-dialog.tsx';
import { BookingPanel } from '../../../entities/booking/components/booking-panel.tsx';
import { phoneQuery, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffPermission } from '../../../utils/staff-access.ts';
import { useCalendarBlockedSlots } from '../api/get-calendar-blocked-slots.ts';
import { useCalendarBookings } from '../api/get-calendar-bookings.ts';
import { useOpeningHours } from '../api/get-opening-hours.ts';
import { useServiceDurations } from '../api/get-service-durations.ts';
import { CalendarToolbar } from '../components/calendar-toolbar.tsx';
import { DayList } from '../components/day-list.tsx';
import { DayWaitlists } from '../components/day-waitlists.tsx';
import { TimeGrid } from '../components/time-grid.tsx';
import { WeekList } from '../components/week-list.tsx';
import { calendarColumns } from '../utils/calendar-columns.ts';
import {
  addCalendarDays,
  type CalendarView,
  isCalendarDate,
  longDayLabel,
  rangeOf,
  shortDayLabel,
  viewStep,
  visibleDays,
} from '../utils/calendar-days.ts';
import { placeBlock, placeBooking } from '../utils/calendar-items.ts';

function CalendarBody(props: {
  days: string[];
  today: string;
  phone: boolean;
  onOpenBooking: (id: string) => void;
  onOpenDay: (date: string) => void;
  onPickTime?: (date: string, time: string) => void;
}) {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const range = useMemo(() => rangeOf(props.days, timeZone), [props.days, timeZone]);
  const bookings = useCalendarBookings(range.start, range.end);
  const blocked = useCalendarBlockedSlots(range.start, range.end);
  const opening = useOpeningHours();
  const durations = useServiceDurations();
  const { columns, hours } = useMemo(
    () =>
      calendarColumns({
        days: props.days,
        today: props.today,
        windows: opening.windows,
        bookings: bookings.bookings.map((b) => placeBooking(b, durations, timeZone)),
        blocks: blocked.slots.flatMap((slot) => placeBlock(slot, props.days, timeZone)),
      }),
    [props.days, props.today, opening.windows, bookings.bookings, blocked.slots, durations, timeZone],
  );
  if (bookings.status === 'loading' || opening.status === 'loading') return <p role="status">Loading...</p>;
  const [first] = columns;
  // A booking whose stored data is odd is left off the grid and named above it, never fatal.
  const leftOut = (
    <InvalidDocumentsNotice
      collection="bookings"
      noun={['booking', 'bookings']}
      documents={bookings.leftOut}
    />
  );
  if (props.phone && columns.length > 1)
    return (
      <>
        {leftOut}
        <WeekList
          days={columns}
          timeZone={timeZone}
          onOpenBooking={props.onOpenBooking}
          onOpenDay={props.onOpenDay}
        />
      </>
    );
  if (props.phone && first)
    return (
      <>
        {leftOut}
        <DayList day={first} timeZone={timeZone} onOpenBooking={props.onOpenBooking} />
      </>
    );
  return (
    <>
      {leftOut}
      <TimeGrid
        days={columns}
        hours={hours}
        timeZone={timeZone}
        onOpenBooking={props.onOpenBooking}
        onOpenDay={columns.length > 1 ? props.onOpenDay : undefined}
        onPickTime={props.onPickTime}
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

/**
 * The staff calendar (issues 12 and 29): day and week in the studio's time zone, live; a phone
 * gets the day as a list and the week as a list by day. The view and the day live in the
 * address (?view=week&date=2026-11-25); a week's day heading opens that very day.
 */
export function CalendarRoute() {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const phone = useMediaQuery(phoneQuery);
  const [params, setParams] = useSearchParams();
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const [creating, setCreating] = useState<BookingFormPrefill | null>(null);
  const canBook = useStaffPermission('manageBookings').canEdit;
  const today = todayIn(timeZone, new Date());
  const date = isCalendarDate(params.get('date')) ? (params.get('date') as string) : today;
  // The view asked for in the address, else the week on a wide screen and the day on a phone.
  const asked = params.get('view');
  const view: CalendarView = asked === 'day' || asked === 'week' ? asked : phone ? 'day' : 'week';
  const days = useMemo(() => visibleDays(view, date), [view, date]);
  const go = (next: { view?: CalendarView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? date }, { replace: true });
  return (
    <DashboardPage
      title="Calendar"
      subtitle={`Appointments in the studio's time (${timeZone.replace('_', ' ')})`}
    >
      <WithStaffRight right="readBookings" without={<Notice>{messages.permissions.noBookings}</Notice>}>
        <CalendarToolbar
          title={rangeTitle(days)}
          view={view}
          onMove={(step) => go({ date: step === 0 ? today : addCalendarDays(date, step * viewStep(view)) })}
          onView={(next) => go({ view: next })}
          actions={canBook && <Button onClick={() => setCreating({ date })}>New Booking</Button>}
        />
        <ErrorBoundary key={`${view}-${date}`} name="Calendar" fallback={failed}>
          <CalendarBody
            days={days}
            today={today}
            phone={phone}
            onOpenBooking={setOpenBooking}
            onOpenDay={(day) => go({ view: 'day', date: day })}
            onPickTime={canBook ? (day, time) => setCreating({ date: day, time }) : undefined}
          />
        </ErrorBoundary>
        <ErrorBoundary key={`waitlist-${view}-${date}`} name="Waitlist" fallback={null}>
          <DayWaitlists days={days} />
        </ErrorBoundary>
      </WithStaffRight>
      <BookingPanel bookingId={openBooking} onClose={() => setOpenBooking(null)} />
      <BookingFormDialog prefill={creating} onClose={() => setCreating(null)} onCreated={setOpenBooking} />
    </DashboardPage>
  );
}
