import styled from '@emotion/styled';
import { Navigate, useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { callableSelfBookingApi } from '../../features/self-booking/api/self-booking-api.ts';
import { SelfBooking } from '../../features/self-booking/components/self-booking.tsx';
import { useAuthSession } from '../../lib/firebase/index.ts';
import { usePublicSettings } from '../../utils/public-settings.tsx';
import { PageShell } from './page-shell.tsx';

const Column = styled.div({ maxWidth: 720, margin: '0 auto' });

/**
 * /book?service={id} (issue 32): pick a free time, no sign-in until the last step. In `request`
 * mode the studio takes requests only, so it opens the request wizard as before.
 */
export function BookRoute() {
  const session = useAuthSession();
  const { settings, loaded } = usePublicSettings();
  const { search } = useLocation();
  if (!loaded || session.status === 'loading') return <Spinner />;
  if (settings.booking_mode === 'request') return <Navigate to={`/booking${search}`} replace />;
  return (
    <PageShell title="Book a Time" intro="Choose your visit and a free time; sign in only to confirm.">
      <Column>
        <ErrorBoundary
          name="Online booking"
          fallback={
            <EmptyState title="Booking is unavailable right now">Please try again in a moment.</EmptyState>
          }
        >
          <SelfBooking
            api={callableSelfBookingApi}
            clientUid={session.status === 'signed-in' ? session.user.uid : null}
          />
        </ErrorBoundary>
      </Column>
    </PageShell>
  );
}
