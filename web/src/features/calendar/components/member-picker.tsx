import styled from '@emotion/styled';
import { useId } from 'react';
import { Select } from '../../../components/select.tsx';
import type { CalendarMember } from '../utils/calendar-members.ts';

const Bar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  margin: '0 0 12px',
  label: { fontWeight: 600, fontSize: '0.9rem' },
  select: { width: 'auto', minWidth: 0, maxWidth: '100%' },
});

/** The value of "Everyone" in the picker (no uid is empty). */
export const everyone = '';

/**
 * Whose appointments the calendar shows (issue 31): everyone, or one member; on the phone it is
 * the member picker over the day's list, on the week a filter.
 */
export function MemberPicker(props: {
  members: readonly CalendarMember[];
  value: string;
  onChange: (uid: string) => void;
}) {
  const id = useId();
  return (
    <Bar>
      <label htmlFor={id}>Member</label>
      <Select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value={everyone}>Everyone</option>
        {props.members.map((member) => (
          <option key={member.uid} value={member.uid}>
            {member.name}
          </option>
        ))}
      </Select>
    </Bar>
  );
}
