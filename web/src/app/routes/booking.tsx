import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { BookingWizard } from '../../features/booking/components/booking-wizard.tsx';
import { SignInRequired } from '../../features/booking/components/sign-in-required.tsx';
import { freedTimeOfferOf } from '../../features/booking/utils/wizard-state.ts';
import { useAuthSession } from '../../lib/firebase/index.ts';
import { usePublicSettings } from '../../utils/public-settings.tsx';
import { BookRoute } from './book.tsx';
import { PageShell } from './page-shell.tsx';

const WizardColumn = styled.div({ maxWidth: 720, margin: '0 auto' });
const Choices = styled.div({ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' });

/** `both` (issue 32): she chooses to pick a time herself or to ask the studio first. */
function HowToBook({ search }: { search: string }) {
  return (
    <EmptyState title="How would you like to book?">
      <Choices>
        <ButtonLink to={`/book${search}`}>Pick a time</ButtonLink>
        <ButtonLink to={`/booking${search}${search ? '&' : '?'}ask=1`} variant="outline">
          Ask us first
        </ButtonLink>
      </Choices>
    </EmptyState>
  );
}

/** /booking?service={id} (spec §2), or ?category=&date=&time= from a waitlist message (issue 15). */
/** /booking and /book (issue 32) are one lazy page, so the first load carries one route entry. */
export function BookingRoute() {
  return useLocation().pathname === '/book' ? <BookRoute /> : <RequestRoute />;
}

function RequestRoute() {
  const session = useAuthSession();
  const { settings } = usePublicSettings();
  const [params, setParams] = useSearchParams();
  // Issue 32: a Book link opens /book when the studio lets clients pick a time (a waitlist
  // message's link, with its category and date, stays here).
  const mode = settings.booking_mode;
  const fromWaitlist = params.has('category');
  const search = params.size > 0 ? `?${params.toString()}` : '';
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
  if (mode === 'instant' && !fromWaitlist) return <Navigate to={`/book${search}`} replace />;
  if (mode === 'both' && !fromWaitlist && !params.has('ask'))
    return (
      <PageShell title="Book Your Appointment">
        <WizardColumn>
          <HowToBook search={search} />
        </WizardColumn>
      </PageShell>
    );
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
