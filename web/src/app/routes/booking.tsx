import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { BookingWizard } from '../../features/booking/components/booking-wizard.tsx';
import { SignInRequired } from '../../features/booking/components/sign-in-required.tsx';
import { freedTimeOfferOf } from '../../features/booking/utils/wizard-state.ts';
import { useAuthSession } from '../../lib/firebase/index.ts';
import { PageShell } from './page-shell.tsx';

const WizardColumn = styled.div({ maxWidth: 720, margin: '0 auto' });

/** /booking?service={id} (spec §2), or ?category=&date=&time= from a waitlist message (issue 15). */
export function BookingRoute() {
  const session = useAuthSession();
  const [params, setParams] = useSearchParams();
  const serviceId = params.get('service')?.trim() || null;
  // A waitlist message's link: read once, as the wizard's first state.
  const [offer] = useState(() => freedTimeOfferOf(params));
  // She chose something else: the service leaves the URL, so a reload or Back keeps her choice.
  const clearService = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('service');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return (
    <PageShell
      title="Book Your Appointment"
      intro="Tell us what you'd like and when; we'll confirm the details with you on Instagram."
    >
      <WizardColumn>
        {session.status === 'loading' && <Spinner />}
        {session.status === 'signed-out' && <SignInRequired />}
        {session.status === 'signed-in' && (
          <ErrorBoundary
            name="The booking wizard"
            fallback={
              <EmptyState title="Booking is unavailable right now">Please try again in a moment.</EmptyState>
            }
          >
            <BookingWizard
              key={session.user.uid}
              clientId={session.user.uid}
              serviceId={serviceId}
              onClearService={clearService}
              offer={offer}
            />
          </ErrorBoundary>
        )}
      </WizardColumn>
    </PageShell>
  );
}
