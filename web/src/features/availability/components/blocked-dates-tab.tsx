import { formatStudioDate, formatStudioTime, messages, type TimeZone } from '@studio/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { InputField } from '../../../components/field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  addBlockedTimeSlot,
  blockedTimeSlotRef,
  useUpcomingBlockedTimeSlots,
} from '../api/blocked-time-slots.ts';
import {
  blockedSlotFieldLabels,
  blockedSlotFormSchema,
  earliestBlockDate,
  emptyBlockedSlotForm,
} from '../utils/blocked-slot-form.ts';
import { ScheduleAddForm } from './schedule-add-form.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { Panel } from './styles.ts';

function BlockTimeForm(props: { disabled: boolean; timeZone: TimeZone }) {
  const db = useFirestore();
  const schema = useMemo(() => blockedSlotFormSchema(props.timeZone), [props.timeZone]);
  const { bind, submit, reset } = useSchemaForm(schema, {
    defaultValues: emptyBlockedSlotForm(),
    labels: blockedSlotFieldLabels,
    // Each problem beside its field, and one toast naming the first.
    refusal: messages.availability.blockFailed,
  });
  const min = earliestBlockDate(props.timeZone, new Date());
  const save = submit(async (slot) => {
    const saved = await writeWithToasts(() => addBlockedTimeSlot(db, slot), {
      success: messages.availability.timeBlocked,
      failed: messages.availability.blockFailed,
    });
    if (saved) reset(emptyBlockedSlotForm());
  });
  return (
    <ScheduleAddForm
      name="Block time"
      submitText="Block Time"
      busyText="Blocking..."
      disabled={props.disabled}
      noValidate
      onSubmit={save}
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
        status={status}
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
