import { addressLines, bookingPolicySentence, formatStudioDate, formatStudioTime } from '@studio/domain';
import { useEffect, useState } from 'react';
import { useUser } from 'reactfire';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { cancelOwnBooking } from '../api/cancel-own-booking.ts';
import { checkIn } from '../api/check-in.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { useMyLoyalty } from '../api/get-my-loyalty.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { useMyBookingInterests, withdrawBookingInterest } from '../api/my-booking-interests.ts';
import { useSyncMyEmail } from '../api/sync-my-email.ts';
import { LoyaltyCards } from '../components/loyalty-cards.tsx';
import { MyAppointments } from '../components/my-appointments.tsx';
import { MyOrders } from '../components/my-orders.tsx';
import { MyRequests, requestedWhen } from '../components/my-requests.tsx';
import { MyWaitlist } from '../components/my-waitlist.tsx';

function Loyalty({ uid }: { uid: string }) {
  const { status, data: loyalty } = useMyLoyalty(uid);
  if (status === 'error') return failed;
  return status === 'loading' ? <Spinner /> : <LoyaltyCards loyalty={loyalty} />;
}

function Appointments({ uid }: { uid: string }) {
  // Upcoming and past are split at the moment the dashboard opens (a fixed query, not one per render).
  const [since] = useState(() => new Date());
  const {
    status,
    data: { upcoming, past, unreadable },
  } = useMyBookings(uid, since);
  const { settings } = usePublicSettings();
  const [cancelling, setCancelling] = useState<Doc<'bookings'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  // "I'm here" appears 30 minutes before her start: the page's clock moves on while it is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(tick);
  }, []);
  const arrive = async (booking: Doc<'bookings'>) => {
    setCheckingIn(true);
    await writeWithToasts(() => checkIn({ bookingId: booking.id }), {
      success: 'Checked in: the studio knows you are here',
      failed: 'Could not check you in',
    });
    setCheckingIn(false);
  };
  const studio = { name: settings.business_info.name, address: addressLines(settings) };
  const timeZone = settings.scheduling_timezone;
  const policy = {
    windowHours: settings.booking_settings.cancellationWindow,
    instagram: settings.contact_instagram_handle,
    email: settings.business_info.email,
  };
  const confirm = async () => {
    if (!cancelling) return;
    setBusy(true);
    const done = await writeWithToasts(() => cancelOwnBooking({ bookingId: cancelling.id }), {
      success: 'Appointment cancelled',
      failed: 'Could not cancel the appointment',
    });
    setBusy(false);
    if (done) setCancelling(null);
  };
  if (status === 'loading') return <Spinner />;
  if (status === 'error') return failed;
  return (
    <>
      <MyAppointments
        upcoming={upcoming}
        past={past}
        unreadable={unreadable}
        timeZone={timeZone}
        studio={studio}
        clientId={uid}
        now={now}
        policy={policy}
        deposits={settings}
        onCancel={setCancelling}
        onCheckIn={arrive}
        checkingIn={checkingIn}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this appointment?"
        message={
          cancelling
            ? `Your ${cancelling.service_name ?? 'appointment'} on ${formatStudioDate(cancelling.scheduled_at, timeZone)} at ${formatStudioTime(cancelling.scheduled_at, timeZone)} will be cancelled. ${bookingPolicySentence(settings, { depositDollars: cancelling.deposit_amount })}`
            : ''
        }
        confirmLabel="Cancel appointment"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

function Requests({ uid }: { uid: string }) {
  const {
    status,
    data: { interests, unreadable },
  } = useMyBookingInterests(uid);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const [withdrawing, setWithdrawing] = useState<Doc<'bookingInterests'> | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!withdrawing) return;
    setBusy(true);
    const done = await writeWithToasts(() => withdrawBookingInterest(withdrawing.id), {
      success: 'Request withdrawn',
      failed: 'Could not withdraw the request',
    });
    setBusy(false);
    if (done) setWithdrawing(null);
  };
  if (status === 'loading') return <Spinner />;
  if (status === 'error') return failed;
  return (
    <>
      <MyRequests
        interests={interests}
        unreadable={unreadable}
        timeZone={timeZone}
        onWithdraw={setWithdrawing}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw this request?"
        message={
          withdrawing
            ? `Your request for ${requestedWhen(withdrawing, timeZone)} will be withdrawn. You can always send a new one.`
            : ''
        }
        confirmLabel="Withdraw"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}

/** Her shop orders, only once she has placed one (the shop may never take orders). */
function Orders({ uid }: { uid: string }) {
  const {
    status,
    data: { orders },
  } = useMyOrders(uid);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  if (status === 'error') return failed;
  if (status === 'loading' || orders.length === 0) return null;
  return <MyOrders orders={orders} timeZone={timeZone} />;
}

const failed = <p role="alert">This could not be loaded. Please refresh the page.</p>;

/**
 * 'My Dashboard' for a signed-in client (spec §2), live from her loyalty, her requests (issue 14),
 * her bookings and her shop orders (issue 16).
 */
/** Her profile's e-mail follows a changed sign-in e-mail (renders nothing). */
function EmailFollower({ user }: { user: NonNullable<ReturnType<typeof useUser>['data']> }) {
  useSyncMyEmail(user);
  return null;
}

export function ClientDashboardRoute() {
  const { data: user } = useUser();
  if (!user) return <Spinner />;
  return (
    <DashboardPage title="My Dashboard">
      <EmailFollower user={user} />
      <ErrorBoundary name="Loyalty" fallback={failed}>
        <Loyalty uid={user.uid} />
      </ErrorBoundary>
      <ErrorBoundary name="My requests" fallback={failed}>
        <Requests uid={user.uid} />
      </ErrorBoundary>
      <ErrorBoundary name="My waitlist" fallback={failed}>
        <MyWaitlist uid={user.uid} />
      </ErrorBoundary>
      <ErrorBoundary name="My Appointments" fallback={failed}>
        <Appointments uid={user.uid} />
      </ErrorBoundary>
      <ErrorBoundary name="My Orders" fallback={failed}>
        <Orders uid={user.uid} />
      </ErrorBoundary>
    </DashboardPage>
  );
}
