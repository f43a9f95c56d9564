import { useUser } from 'reactfire';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useMyLoyalty } from '../api/get-my-loyalty.ts';
import { useMyRecentBookings } from '../api/get-my-recent-bookings.ts';
import { LoyaltyCards } from '../components/loyalty-cards.tsx';
import { MyAppointments } from '../components/my-appointments.tsx';

function Loyalty({ uid }: { uid: string }) {
  const { status, loyalty } = useMyLoyalty(uid);
  return status === 'loading' ? <Spinner /> : <LoyaltyCards loyalty={loyalty} />;
}

function Appointments({ uid }: { uid: string }) {
  const { status, bookings } = useMyRecentBookings(uid);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  return status === 'loading' ? <Spinner /> : <MyAppointments bookings={bookings} timeZone={timeZone} />;
}

const failed = <p role="alert">This could not be loaded. Please refresh the page.</p>;

/** 'My Dashboard' for a signed-in client (spec §2), live from her loyalty and bookings. */
export function ClientDashboardRoute() {
  const { data: user } = useUser();
  if (!user) return <Spinner />;
  return (
    <DashboardPage title="My Dashboard">
      <ErrorBoundary name="Loyalty" fallback={failed}>
        <Loyalty uid={user.uid} />
      </ErrorBoundary>
      <ErrorBoundary name="My Appointments" fallback={failed}>
        <Appointments uid={user.uid} />
      </ErrorBoundary>
    </DashboardPage>
  );
}
