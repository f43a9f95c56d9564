import { useState } from 'react';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffPermission } from '../../../utils/staff-access.ts';
import { BlockedDatesTab } from '../components/blocked-dates-tab.tsx';
import { WeeklyScheduleTab } from '../components/weekly-schedule-tab.tsx';

type AvailabilityTab = 'weekly' | 'blocked';

const failed = <Notice role="alert">This list could not be loaded. Reload the page to try again.</Notice>;

function AvailabilityScreen() {
  const [tab, setTab] = useState<AvailabilityTab>('weekly');
  const { settings } = usePublicSettings();
  const { canEdit, viewOnly } = useStaffPermission('manageBookings');
  return (
    <>
      {viewOnly && (
        <Notice>
          Your account may view availability but not change it (assistants need “manage bookings”).
        </Notice>
      )}
      <Tabs<AvailabilityTab>
        label="Availability"
        selected={tab}
        onSelect={setTab}
        items={[
          {
            key: 'weekly',
            label: 'Weekly Schedule',
            panel: (
              <ErrorBoundary name="The weekly schedule" fallback={failed}>
                <WeeklyScheduleTab canEdit={canEdit} />
              </ErrorBoundary>
            ),
          },
          {
            key: 'blocked',
            label: 'Blocked Dates',
            panel: (
              <ErrorBoundary name="The blocked dates" fallback={failed}>
                <BlockedDatesTab canEdit={canEdit} timeZone={settings.scheduling_timezone} />
              </ErrorBoundary>
            ),
          },
        ]}
      />
    </>
  );
}

/** /dashboard/availability (spec §2): the weekly opening hours and the blocked dates. */
export function AvailabilityRoute() {
  return (
    <DashboardPage title="Availability Management" subtitle="Set your weekly hours and block off dates">
      <ErrorBoundary name="Availability" fallback={failed}>
        <AvailabilityScreen />
      </ErrorBoundary>
    </DashboardPage>
  );
}
