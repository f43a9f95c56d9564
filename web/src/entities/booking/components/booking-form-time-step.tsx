import type { TimeZone, VisitService } from '@studio/domain';
import { SelectField } from '../../../components/field.tsx';
import { type BookingTeam, membersForVisit } from '../model/free-times.ts';
import { type StartChoice, StartTimePicker } from './start-time-picker.tsx';

/**
 * Who does the visit and when (issue 31): "Anyone" or a bookable member who does every service
 * chosen, then the day's free starts for that member, or for anyone, from the domain's
 * availability module. A studio without staff profiles is one chair: no member to pick.
 */
export function TimeStep(props: {
  team: BookingTeam;
  visit: readonly VisitService[];
  durationMinutes: number;
  staffId: string | null;
  onStaffId: (staffId: string | null) => void;
  start: StartChoice;
  onStart: (next: StartChoice) => void;
  timeZone: TimeZone;
  settled: boolean;
}) {
  const members = membersForVisit(
    props.team,
    props.visit.map((s) => s.serviceId),
  );
  return (
    <>
      {!props.team.oneChair && (
        <SelectField
          label="Staff member"
          value={props.staffId ?? ''}
          onChange={(e) => props.onStaffId(e.target.value || null)}
        >
          <option value="">Anyone</option>
          {members.map((m) => (
            <option key={m.uid} value={m.uid}>
              {m.display_name}
            </option>
          ))}
        </SelectField>
      )}
      <StartTimePicker
        value={props.start}
        onChange={props.onStart}
        durationMinutes={props.durationMinutes || 60}
        {...(props.visit.length > 0 ? { visit: props.visit } : {})}
        team={props.team}
        staffId={props.staffId}
        timeZone={props.timeZone}
        settled={props.settled}
      />
    </>
  );
}
