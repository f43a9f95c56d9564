import styled from '@emotion/styled';
import { type Role, roleLabels } from '@studio/domain';
import { useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPage } from '../../../components/dashboard-page.tsx';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { ItemList } from '../../../components/item-list.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { staffProfilesQuery } from '../../../entities/staff/api/staff-profiles.ts';
import { useStaffRoles } from '../../../entities/staff/api/staff-roles.ts';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { useStaffAccess } from '../../../utils/staff-access.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { setUserRole } from '../api/set-user-role.ts';
import { AddAssistantForm } from '../components/add-assistant-form.tsx';
import { StaffProfileDialog } from '../components/staff-profile-dialog.tsx';
import { type RoleChange, StaffRow } from '../components/staff-row.tsx';

const Stack = styled.div({ display: 'grid', gap: 16, maxWidth: 760 });
const Heading = styled(CardTitle)({ marginBottom: 12 });

const order: Record<Role, number> = { owner: 0, assistant: 1, client: 2 };

function confirmText(change: RoleChange): string {
  if (change.role === 'client') return `${change.name} leaves the staff: she keeps her account as a client.`;
  return `${change.name} becomes ${change.role === 'owner' ? 'an owner, with every right' : 'an assistant'}.`;
}

function StaffList() {
  const { data: me } = useUser();
  const { status, data } = useStaffRoles();
  const [pending, setPending] = useState<RoleChange | null>(null);
  const [editing, setEditing] = useState<{ uid: string; name: string } | null>(null);
  const profiles = useCheckedCollection(staffProfilesQuery(useFirestore()));
  const [busy, whileBusy] = useBusy();
  if (status === 'loading') return <Spinner />;
  if (status === 'error') return <Notice role="alert">The staff list could not be loaded.</Notice>;
  const staff = [...data.documents].sort((a, b) => order[a.role] - order[b.role]);
  const apply = async (change: RoleChange) => {
    const done = await whileBusy(() =>
      writeWithToasts(() => setUserRole({ uid: change.uid }, change.role), {
        success: 'Role changed',
        successDescription: `${change.name} is now ${roleLabels[change.role].toLowerCase()}.`,
        failed: 'Could not change the role',
      }),
    );
    if (done) setPending(null);
  };
  return (
    <>
      <InvalidDocumentsNotice
        collection="user_roles"
        noun={['staff role', 'staff roles']}
        documents={data.leftOut}
      />
      <ItemList aria-label="Owners and assistants">
        {staff.map((member) => (
          <StaffRow
            key={member.id}
            uid={member.id}
            role={member.role}
            isMe={member.id === me?.uid}
            busy={busy}
            onChange={setPending}
            onEditProfile={setEditing}
          />
        ))}
      </ItemList>
      <StaffProfileDialog
        staffId={editing?.uid ?? null}
        profile={profiles.data.documents.find((p) => p.id === editing?.uid) ?? null}
        fallbackName={editing?.name ?? ''}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.role === 'client' ? 'Remove from staff?' : 'Change the role?'}
        message={pending ? confirmText(pending) : ''}
        confirmLabel={pending?.role === 'client' ? 'Remove' : 'Change role'}
        busy={busy}
        onConfirm={() => pending && void apply(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** /dashboard/staff: the owner adds, promotes, demotes and removes staff (through setUserRole). */
export function StaffRoute() {
  const { status, data: access } = useStaffAccess();
  return (
    <DashboardPage
      title="Staff"
      subtitle="Who can open the dashboard. The studio always keeps at least one owner."
    >
      {status === 'loading' ? (
        <Spinner />
      ) : !access.isOwner ? (
        <Notice role="status">Only an owner manages the staff.</Notice>
      ) : (
        <Stack>
          <Card>
            <CardBody>
              <Heading as="h2">Owners and assistants</Heading>
              <StaffList />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <Heading as="h2">Add an assistant</Heading>
              <AddAssistantForm />
            </CardBody>
          </Card>
        </Stack>
      )}
    </DashboardPage>
  );
}
