import styled from '@emotion/styled';
import {
  isLoyaltyRuleKey,
  type LoyaltyRuleValue,
  messages,
  type SettingTab,
  settingTabLabels,
  settingTabs,
} from '@studio/domain';
import { useCallback, useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { saveSetting, useAllSettings } from '../api/settings.ts';
import { testInstagramConnection } from '../api/test-instagram-connection.ts';
import { DataExportCard } from '../components/data-export-card.tsx';
import { DataRetentionCard } from '../components/data-retention-card.tsx';
import { InstagramConnectionCard } from '../components/instagram-connection-card.tsx';
import { useLoyaltyChange } from '../components/loyalty-change-dialog.tsx';
import type { SaveSetting } from '../components/setting-controls.tsx';
import { SettingsTabPanel } from '../components/settings-tab-panel.tsx';

const TabExtra = styled.div({ marginTop: 20 });

// Seven tabs do not fit a phone: the tab list scrolls sideways instead of squeezing the labels.
const ScrollingTabs = styled.div({
  '[role="tablist"]': {
    gridAutoColumns: 'max-content',
    overflowX: 'auto',
    scrollbarWidth: 'thin',
  },
  '[role="tab"]': { padding: '0 14px', whiteSpace: 'nowrap' },
});

function PlatformSettings() {
  const db = useFirestore();
  const { data: user } = useUser();
  const { status, data: values } = useAllSettings();
  const loading = status === 'loading';
  const access = useStaffAccess().data;
  const [tab, setTab] = useState<SettingTab>('general');
  const loyaltyChange = useLoyaltyChange(values);

  const save: SaveSetting = useCallback(
    async (key, value) => {
      // The loyalty rate and tiers ask first: past bookings or only from now on.
      if (isLoyaltyRuleKey(key)) return loyaltyChange.ask({ key, value } as LoyaltyRuleValue);
      await writeWithToasts(
        async () => {
          if (!user) throw new Error(messages.auth.notAuthenticated);
          await saveSetting(db, key, value, user.uid);
        },
        {
          success: messages.settings.updated,
          successDescription: messages.settings.updatedDescription,
          failed: messages.settings.updateFailed,
        },
      );
    },
    [db, user, loyaltyChange.ask],
  );
  const problem = useCallback((message: string) => notify.error(messages.settings.updateFailed, message), []);

  const disconnect = () =>
    writeWithToasts(
      async () => {
        if (!user) throw new Error(messages.auth.notAuthenticated);
        await saveSetting(db, 'instagram_connected', false, user.uid);
      },
      { success: messages.instagram.disconnected, failed: messages.instagram.disconnectFailed },
    );

  if (loading) return <Spinner label="Loading settings…" />;
  return (
    <ScrollingTabs>
      {loyaltyChange.dialog}
      <Tabs<SettingTab>
        label="Settings"
        selected={tab}
        onSelect={setTab}
        items={settingTabs.map((key) => ({
          key,
          label: settingTabLabels[key],
          panel: (
            <>
              <SettingsTabPanel
                tab={key}
                values={values}
                isOwner={access.isOwner}
                save={save}
                problem={problem}
              />
              {key === 'advanced' && (
                <TabExtra>
                  <DataExportCard
                    enabled={values.data_export_enabled}
                    // The export reads every booking: the rules let staff do so with either right.
                    canRead={access.isOwner || access.manageBookings || access.viewReports}
                  />
                  <TabExtra>
                    <DataRetentionCard months={values.data_retention_months} isOwner={access.isOwner} />
                  </TabExtra>
                </TabExtra>
              )}
              {key === 'integrations' && (
                <TabExtra>
                  <InstagramConnectionCard
                    connected={values.instagram_connected}
                    username={values.instagram_username}
                    onTest={testInstagramConnection}
                    onDisconnect={disconnect}
                    canManage={access.isOwner}
                  />
                </TabExtra>
              )}
            </>
          ),
        }))}
      />
    </ScrollingTabs>
  );
}

/** /dashboard/settings (spec §2): every platform setting, tab by tab, each saved as it changes. */
export function SettingsRoute() {
  return (
    <DashboardPage title="Platform Settings" subtitle="Configure your studio, bookings, pricing and features">
      <ErrorBoundary
        name="The settings"
        fallback={
          <Notice role="alert">The settings could not be loaded. Reload the page to try again.</Notice>
        }
      >
        <PlatformSettings />
      </ErrorBoundary>
    </DashboardPage>
  );
}
