import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { WithStaffRight } from '../../../components/with-staff-right.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useOverviewTotals } from '../api/get-overview-counts.ts';
import { useTodaysBookings } from '../api/get-todays-bookings.ts';
import { OverviewStats } from '../components/overview-stats.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { TodaysAppointments } from '../components/todays-appointments.tsx';

const StatsBlock = styled.div({ marginBottom: 24 });

const ReportsLink = styled.p({ margin: '-8px 0 24px' });

function Today() {
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const {
    status,
    data: { bookings, leftOut },
  } = useTodaysBookings(timeZone);
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status === 'error') return <p role="alert">Today's appointments could not be loaded.</p>;
  return (
    <>
      <InvalidDocumentsNotice collection="bookings" noun={['booking', 'bookings']} documents={leftOut} />
      <TodaysAppointments bookings={bookings} timeZone={timeZone} />
    </>
  );
}

/** The studio's figures: the overview's report part, and the way into the Reports screen. */
function Figures() {
  const totals = useOverviewTotals();
  return (
    <>
      <OverviewStats state={totals} />
      <ReportsLink>
        <Link to="/dashboard/reports">
          See the reports: revenue, no-shows, rebooking and your team's time
        </Link>
      </ReportsLink>
    </>
  );
}

/**
 * The staff home (spec §2): four stat cards, today's appointments and Quick Actions (links to the daily screens). The
 * figures are reports (left out for an assistant without "view reports"); today's appointments
 * need the right to read bookings (manage bookings or view reports).
 */
export function OverviewRoute() {
  return (
    <DashboardPage title="Dashboard Overview" subtitle="Welcome to your business management hub">
      <WithStaffRight right="viewReports">
        <Figures />
      </WithStaffRight>
      <WithStaffRight right="readBookings">
        <StatsBlock>
          <ErrorBoundary name="Today's appointments" fallback={null}>
            <Today />
          </ErrorBoundary>
        </StatsBlock>
      </WithStaffRight>
      <QuickActions />
    </DashboardPage>
  );
}
