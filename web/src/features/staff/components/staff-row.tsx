import styled from '@emotion/styled';
import { type Role, roleLabels } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { useStaffProfile } from '../api/get-staff.ts';

const Who = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 2,
  minWidth: 0,
  '.email': { color: theme.colors.muted, fontSize: '0.9rem', overflowWrap: 'anywhere' },
}));
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export interface RoleChange {
  uid: string;
  name: string;
  role: Role;
}

/** One owner or assistant: her name and e-mail, her role, and the changes the owner may make. */
export function StaffRow(props: {
  uid: string;
  role: Role;
  isMe: boolean;
  busy: boolean;
  onChange: (change: RoleChange) => void;
  /** Opens her staff profile (issue 31): bookable, name on the calendar, services, hours, time off. */
  onEditProfile: (member: { uid: string; name: string }) => void;
}) {
  const { data: profile } = useStaffProfile(props.uid);
  const name = profile?.full_name || profile?.email || props.uid;
  const change = (role: Role) => props.onChange({ uid: props.uid, name, role });
  return (
    <li aria-label={name}>
      <Who>
        <strong>
          {name}
          {props.isMe && ' (you)'}
        </strong>
        {profile?.email && <span className="email">{profile.email}</span>}
      </Who>
      <Badge tone={props.role === 'owner' ? 'primary' : 'neutral'}>{roleLabels[props.role]}</Badge>
      <Actions>
        <Button size="sm" variant="outline" onClick={() => props.onEditProfile({ uid: props.uid, name })}>
          Edit profile
        </Button>
        {props.role === 'assistant' ? (
          <Button size="sm" variant="outline" disabled={props.busy} onClick={() => change('owner')}>
            Make owner
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={props.busy} onClick={() => change('assistant')}>
            Make assistant
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={props.busy} onClick={() => change('client')}>
          Remove from staff
        </Button>
      </Actions>
    </li>
  );
}
