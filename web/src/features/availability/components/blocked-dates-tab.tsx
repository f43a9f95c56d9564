import { formatStudioDate, formatStudioTime, messages, type TimeZone } from '@studio/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { InputField } from '../../../components/field.tsx';
import { useFormValues } from '../../../hooks/use-form-values.ts';
import { notifyProblems } from '../../../utils/form-issues.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  addBlockedTimeSlot,
  blockedTimeSlotRef,
  useUpcomingBlockedTimeSlots,
} from '../api/blocked-time-slots.ts';
import {
  blockedSlotFieldLabels,
  blockedSlotFromForm,
  earliestBlockDate,
  emptyBlockedSlotForm,
} from '../utils/blocked-slot-form.ts';
import { ScheduleAddForm } from './schedule-add-form.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { Panel } from './styles.ts';

function BlockTimeForm(props: { disabled: boolean; timeZone: TimeZone }) {
  const db = useFirestore();
  const { values, setValues, bind, showProblems } = useFormValues(emptyBlockedSlotForm);
  const min = earliestBlockDate(props.timeZone, new Date());
  const onSubmit = async () => {
    const result = blockedSlotFromForm(values, props.timeZone, new Date());
    showProblems(result.ok ? {} : result.problems);
    if (!result.ok) {
      notifyProblems(messages.availability.blockFailed, result.problems, blockedSlotFieldLabels);
      return;
    }
    const saved = await writeWithToasts(() => addBlockedTimeSlot(db, result.slot), {
      success: messages.availability.timeBlocked,
      failed: messages.availability.blockFailed,
    });
    if (saved) setValues(emptyBlockedSlotForm());
  };
  return (
    <ScheduleAddForm
      name="Block time"
      submitText="Block Time"
      busyText="Blocking..."
      disabled={props.disabled}
      noValidate
      onSubmit={onSubmit}
    >
      <InputField label="Date" type="date" required min={min} disabled={props.disabled} {...bind('date')} />
      <InputField label="Start time" type="time" disabled={props.disabled} {...bind('startTime')} />
      <InputField label="End time" type="time" disabled={props.disabled} {...bind('endTime')} />
      <InputField
        label="Reason (optional)"
        maxLength={200}
        placeholder="e.g. Staff training"
        disabled={props.disabled}
        {...bind('reason')}
      />
    </ScheduleAddForm>
  );
}

/** Blocked Dates: upcoming blocked slots, with add and remove (spec §2). */
export function BlockedDatesTab(props: { canEdit: boolean; timeZone: TimeZone }) {
  // Fixed for the visit: the listener's query must not change on every render.
  const since = useMemo(() => new Date(), []);
  const { status, data: slots } = useUpcomingBlockedTimeSlots(since);
  const { timeZone } = props;
  return (
    <Panel>
      <BlockTimeForm disabled={!props.canEdit} timeZone={timeZone} />
      <ScheduleList
        title="Upcoming blocked times"
        loading={status === 'loading'}
        loadingLabel="Loading blocked times…"
        empty={{ title: 'No blocked dates', text: 'Block a date when the studio is closed or busy.' }}
        entries={slots.map((slot) => {
          const date = formatStudioDate(slot.start_datetime, timeZone);
          const hours = `${formatStudioTime(slot.start_datetime, timeZone)} – ${formatStudioTime(slot.end_datetime, timeZone)}`;
          return {
            id: slot.id,
            heading: date,
            detail: `${hours}${slot.reason ? ` · ${slot.reason}` : ''}`,
            removeLabel: `Remove block on ${date} ${hours}`,
          };
        })}
        canEdit={props.canEdit}
        refOf={blockedTimeSlotRef}
        removed={messages.availability.blockRemoved}
        removeFailed="Could not remove the blocked time"
      />
    </Panel>
  );
}
