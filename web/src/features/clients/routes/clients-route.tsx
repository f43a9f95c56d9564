import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Input } from '../../../components/field.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { AddClientDialog } from '../../../entities/client/components/add-client-dialog.tsx';
import { clientPath } from '../../../entities/client/model/client-path.ts';
import { usePublicSettings } from '../../../utils/public-settings.tsx';
import { useClients } from '../api/get-clients.ts';
import { useStaffIds } from '../api/get-staff-ids.ts';
import { ClientsTable } from '../components/clients-table.tsx';
import { visibleClients } from '../utils/client-list.ts';

const Search = styled.div({ maxWidth: 420, marginBottom: 16 });

const noStaff: ReadonlySet<string> = new Set();

function ClientsList({ search, staffIds }: { search: string; staffIds: ReadonlySet<string> | null }) {
  const {
    status,
    data: { clients, leftOut },
  } = useClients();
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  const shown = useMemo(
    () => visibleClients(clients, staffIds ?? noStaff, search),
    [clients, staffIds, search],
  );
  if (status === 'error') return failed;
  if (status === 'loading' || staffIds === null) return <p role="status">Loading...</p>;
  const notice = (
    <InvalidDocumentsNotice
      collection="profiles"
      noun={['client profile', 'client profiles']}
      documents={leftOut}
      openHref={clientPath}
    />
  );
  if (shown.length === 0)
    return (
      <>
        {notice}
        <EmptyState title={search.trim() ? 'No clients match your search' : 'No clients yet'} />
      </>
    );
  return (
    <>
      {notice}
      <p className="visually-hidden" role="status">
        {shown.length} {shown.length === 1 ? 'client' : 'clients'}
      </p>
      <ClientsTable clients={shown} timeZone={timeZone} />
    </>
  );
}

const failed = <p role="alert">Clients could not be loaded.</p>;

function StaffAwareList({ search }: { search: string }) {
  const staff = useStaffIds();
  // Unknown staff (their roles unreadable) leave every profile listed, as the boundary below does.
  const staffIds = staff.status === 'success' ? staff.data : staff.status === 'error' ? noStaff : null;
  return <ClientsList search={search} staffIds={staffIds} />;
}

/** The Clients list (spec §2): search by full name, e-mail or phone, live; Add Client records a walk-in. */
export function ClientsRoute() {
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  return (
    <DashboardPage
      title="Clients"
      subtitle="Your client list, newest first"
      actions={<Button onClick={() => setAdding(true)}>Add Client</Button>}
    >
      <AddClientDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(clientId) => navigate(clientPath(clientId))}
      />
      <Search>
        <Input
          type="search"
          placeholder="Search clients..."
          aria-label="Search clients"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Search>
      <ErrorBoundary name="Clients" fallback={failed}>
        {/* If the roles cannot be read, every profile is listed rather than none. */}
        <ErrorBoundary name="Staff roles" fallback={<ClientsList search={search} staffIds={noStaff} />}>
          <StaffAwareList search={search} />
        </ErrorBoundary>
      </ErrorBoundary>
    </DashboardPage>
  );
}
