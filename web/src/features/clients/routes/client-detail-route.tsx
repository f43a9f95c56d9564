import styled from '@emotion/styled';
import { clientStatistics, messages, type TimeZone } from '@studio/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { WithStaffRight } from '../../../components/with-staff-right.tsx';
import { BookingFormDialog } from '../../../entities/booking/components/booking-form-dialog.tsx';
import type { LeftOutDocument } from '../../../hooks/use-checked-collection.ts';
import { useDocumentTitle } from '../../../utils/document-title.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useStaffAccess, useStaffPermission } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { useClient } from '../api/get-client.ts';
import { useClientBookings } from '../api/get-client-bookings.ts';
import { repairClientProfile } from '../api/update-client-profile.ts';
import { ClientBookingsTab } from '../components/client-bookings-tab.tsx';
import { ClientHeader } from '../components/client-header.tsx';
import { ClientNotesTab } from '../components/client-notes-tab.tsx';
import { ClientPhotosTab } from '../components/client-photos-tab.tsx';
import { ClientProfileTab } from '../components/client-profile-tab.tsx';
import { ClientStatisticsCard, ClientSummary } from '../components/client-summary.tsx';
import { LeftOutBookings } from '../components/left-out-bookings.tsx';
import { clientName } from '../utils/client-display.ts';
import { profileRepair } from '../utils/profile-repair.ts';

const TabsBlock = styled.div({ marginTop: 16 });

const BackLink = styled(ButtonLink)({ marginBottom: 12 });

const detailTabs = ['photos', 'bookings', 'notes', 'profile'] as const;
type DetailTab = (typeof detailTabs)[number];

/** The open tab lives in ?tab= so a link can open it and Back returns to the previous tab. */
export function detailTabFrom(value: string | null): DetailTab {
  return detailTabs.find((tab) => tab === value) ?? 'photos';
}

const backToClients = (
  <BackLink to="/dashboard/clients" variant="ghost" size="sm">
    ← Back to Clients
  </BackLink>
);

function failed(what: string) {
  return <p role="alert">{what} could not be loaded. You may not have permission to see them.</p>;
}

/**
 * The statistics block of spec §9, from the client's bookings (shared listener with the tab). A
 * booking that does not match its schema is left out of the figures and named above them.
 */
function Statistics({ clientId }: { clientId: string }) {
  const {
    status,
    data: { bookings, leftOut },
  } = useClientBookings(clientId);
  const stats = useMemo(() => clientStatistics(bookings), [bookings]);
  if (status === 'loading') return <Spinner label="Loading statistics" />;
  if (status === 'error') return failed('Statistics');
  return <ClientStatisticsCard stats={stats} notice={<LeftOutBookings documents={leftOut} />} />;
}

function BookingsPanel({ clientId, timeZone }: { clientId: string; timeZone: TimeZone }) {
  const {
    status,
    data: { bookings, leftOut },
  } = useClientBookings(clientId);
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (status === 'error') return failed('Bookings');
  return (
    <>
      <LeftOutBookings documents={leftOut} />
      <ClientBookingsTab bookings={bookings} timeZone={timeZone} />
    </>
  );
}

function DetailTabs({ client, timeZone }: { client: Doc<'profiles'>; timeZone: TimeZone }) {
  const [params, setParams] = useSearchParams();
  // Her bookings need the right to read bookings (manage bookings or view reports).
  const readBookings = useStaffAccess().data.readBookings;
  const tab = detailTabFrom(params.get('tab'));
  const setTab = (next: DetailTab) => setParams(next === 'photos' ? {} : { tab: next });
  const panel = (name: string, node: ReactNode) => (
    <TabsBlock>
      <ErrorBoundary name={name} fallback={failed(name)}>
        {node}
      </ErrorBoundary>
    </TabsBlock>
  );
  const items = [
    {
      key: 'photos',
      label: 'Photos',
      panel: panel('Photos', <ClientPhotosTab clientId={client.id} timeZone={timeZone} />),
    },
    {
      key: 'bookings',
      label: 'Bookings',
      panel: panel('Bookings', <BookingsPanel clientId={client.id} timeZone={timeZone} />),
    },
    {
      key: 'notes',
      label: 'Notes',
      panel: panel('Notes', <ClientNotesTab clientId={client.id} timeZone={timeZone} />),
    },
    {
      key: 'profile',
      label: 'Profile',
      panel: panel('Profile', <ClientProfileTab key={client.id} client={client} />),
    },
  ] as const;
  const shown = items.filter((item) => item.key !== 'bookings' || readBookings);
  return (
    <Tabs
      items={shown}
      selected={shown.some((item) => item.key === tab) ? tab : 'photos'}
      onSelect={setTab}
      label="Client details"
    />
  );
}

/** A stored profile that does not match its schema: named, with the repair staff may make. */
function LeftOutProfile({ leftOut }: { leftOut: LeftOutDocument }) {
  const db = useFirestore();
  const repair = profileRepair(leftOut);
  const [busy, setBusy] = useState(false);
  const run = async (update: Record<string, unknown>) => {
    setBusy(true);
    await writeWithToasts(() => repairClientProfile(db, leftOut.id, update), {
      success: 'Profile repaired',
      failed: 'Error repairing profile',
    });
    setBusy(false);
  };
  return (
    <>
      {backToClients}
      <InvalidDocumentsNotice
        collection="profiles"
        noun={['client profile', 'client profiles']}
        documents={[leftOut]}
      />
      {repair && (
        <Button onClick={() => run(repair)} disabled={busy}>
          Reset {Object.keys(repair).join(', ')} to the default
        </Button>
      )}
    </>
  );
}

function ClientDetail({ clientId }: { clientId: string }) {
  const {
    status,
    data: { client, leftOut },
  } = useClient(clientId);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  useDocumentTitle(client ? clientName(client) : 'Client');
  const canBook = useStaffPermission('manageBookings').canEdit;
  const [booking, setBooking] = useState(false);
  if (status === 'loading') return <Spinner />;
  if (status === 'error') return failed('This client');
  if (leftOut) return <LeftOutProfile leftOut={leftOut} />;
  if (!client) {
    return (
      <>
        {backToClients}
        <EmptyState title={messages.clients.notFound} level={1} />
      </>
    );
  }
  return (
    <>
      {backToClients}
      <ClientHeader client={client} onBook={canBook ? () => setBooking(true) : undefined} />
      <BookingFormDialog
        prefill={booking ? { clientId: client.id } : null}
        onClose={() => setBooking(false)}
      />
      <ClientSummary client={client} timeZone={timeZone} />
      <WithStaffRight right="viewReports">
        <ErrorBoundary name="Statistics" fallback={failed('Statistics')}>
          <Statistics clientId={client.id} />
        </ErrorBoundary>
      </WithStaffRight>
      <DetailTabs client={client} timeZone={timeZone} />
    </>
  );
}

/** Client detail (spec §2): header, summary, statistics and the four tabs, all live. */
export function ClientDetailRoute() {
  const { clientId } = useParams();
  if (!clientId) {
    return (
      <>
        {backToClients}
        <EmptyState title={messages.clients.idRequired} level={1} />
      </>
    );
  }
  return (
    <ErrorBoundary key={clientId} name="Client" fallback={failed('This client')}>
      <ClientDetail clientId={clientId} />
    </ErrorBoundary>
  );
}
