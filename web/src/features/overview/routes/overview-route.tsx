import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { useOverviewCounts } from '../api/get-overview-counts.ts';
import { OverviewStats } from '../components/overview-stats.tsx';

/** The staff home (spec §2): four stat cards and a Quick Actions card without buttons. */
export function OverviewRoute() {
  const counts = useOverviewCounts();
  return (
    <DashboardPage title="Dashboard Overview" subtitle="Welcome to your business management hub">
      <OverviewStats counts={counts} />
      <Card>
        <CardBody>
          <CardTitle as="h2">Quick Actions</CardTitle>
          <p>Common tasks and shortcuts live here. Open each area of the studio from the dashboard menu.</p>
        </CardBody>
      </Card>
    </DashboardPage>
  );
}
