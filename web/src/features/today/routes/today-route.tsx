import { isBoardOffline, studioDateOfInstant, todayBoard } from '@studio/domain';
import { useEffect, useState } from 'react';
import { useUser } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useBookingTeam } from '../../../entities/booking/api/get-booking-team.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { checkClientIn, finishVisit, markVisitStarted, setRunningLate } from '../api/live-day-calls.ts';
import { useTodayLive } from '../api/use-today-live.ts';
import { useArrivalChime, useSoundSetting } from '../components/arrival-sound.ts';
import { type BoardActions, ConnectionLine, TodayBoard } from '../components/today-board.tsx';

const realClock = () => new Date();

/** The board's clock, moving every few seconds so "late", "running over" and "offline" move too. */
function useTicking(clock: () => Date, everyMs = 5_000) {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const tick = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(tick);
  }, [clock, everyMs]);
  return now;
}

/**
 * How a member is named: her staff profile's display name (issue 31), or her role while she has
 * none; the viewer's own column says so.
 */
function memberName(
  role: Doc<'userRoles'>,
  profileNames: ReadonlyMap<string, string>,
  me: string | undefined,
) {
  const name = profileNames.get(role.user_id) ?? (role.role === 'owner' ? 'Owner' : 'Assistant');
  return role.user_id === me ? `${name} (you)` : name;
}

/**
 * /dashboard/today (issue 34): every member's next client, who has arrived, who is late, what is
 * running over, live; each member sets her own delay, staff who manage bookings anyone's. After
 * 30 s without a connection the board says it is offline and when it last heard from the server.
 */
export function TodayRoute({ clock = realClock }: { clock?: () => Date }) {
  const { settings } = usePublicSettings();
  const { data: user } = useUser();
  const access = useStaffAccess().data;
  const timeZone = settings.scheduling_timezone;
  const now = useTicking(clock);
  const today = studioDateOfInstant(now, timeZone);
  const live = useTodayLive(today, timeZone, clock).data;
  const team = useBookingTeam().data;
  const [soundOn, setSoundOn] = useSoundSetting();
  const checkedIn = live.bookings.documents.filter((b) => b.checked_in_at).map((b) => b.id);
  useArrivalChime(checkedIn, live.bookings.loaded, soundOn);
  if (!live.bookings.loaded && !isBoardOffline(live.connection, now)) return <Spinner />;
  const staff = [...live.roles.documents].sort((a, b) =>
    a.role === b.role ? a.user_id.localeCompare(b.user_id) : a.role === 'owner' ? -1 : 1,
  );
  const ownerUid = staff.find((r) => r.role === 'owner')?.user_id ?? '';
  const profileNames = new Map(team.oneChair ? [] : team.members.map((m) => [m.uid, m.display_name]));
  const columns = todayBoard({
    members: staff.map((r) => ({ uid: r.user_id, display_name: memberName(r, profileNames, user?.uid) })),
    ownerUid,
    bookings: live.bookings.documents,
    statuses: Object.fromEntries(live.statuses.documents.map((s) => [s.id, s])),
    today,
    now,
  });
  const manages = access.manageBookings;
  const actionsFor = (staffId: string): BoardActions => ({
    ...((manages || staffId === user?.uid) && {
      setDelay: (uid, minutes) =>
        void writeWithToasts(() => setRunningLate({ minutes, ...(uid !== user?.uid && { staffId: uid }) }), {
          success: minutes === 0 ? 'Back on time' : `Running ${minutes} minutes late`,
          successDescription: (r) =>
            r.updated === 0
              ? 'No later clients today.'
              : `${r.updated} later clients see the new time; ${r.messaged} told by message.`,
          failed: 'Could not save the delay',
        }),
    }),
    checkIn: (b) =>
      void writeWithToasts(() => checkClientIn({ bookingId: b.id }), {
        success: `${b.client_name ?? 'Client'} checked in`,
        failed: 'Could not check her in',
      }),
    ...(manages && {
      start: (b) =>
        void writeWithToasts(() => markVisitStarted({ bookingId: b.id }), {
          success: 'Visit started',
          failed: 'Could not mark it started',
        }),
      finish: (b) =>
        void writeWithToasts(() => finishVisit(b.id), {
          success: 'Visit finished',
          failed: 'Could not finish it',
        }),
    }),
  });
  return (
    <DashboardPage
      title="Today"
      subtitle="Who is next, who has arrived, who is late, what is running over."
      actions={
        <Button size="sm" variant="outline" aria-pressed={soundOn} onClick={() => setSoundOn(!soundOn)}>
          {soundOn ? 'Arrival sound on' : 'Arrival sound off'}
        </Button>
      }
    >
      <ConnectionLine
        offline={isBoardOffline(live.connection, now)}
        lastUpdateAt={live.connection.lastUpdateAt}
        timeZone={timeZone}
      />
      {live.bookings.leftOut > 0 && (
        <p role="status">{live.bookings.leftOut} booking(s) could not be shown; see the Bookings list.</p>
      )}
      <TodayBoard columns={columns} timeZone={timeZone} actionsFor={actionsFor} />
    </DashboardPage>
  );
}
