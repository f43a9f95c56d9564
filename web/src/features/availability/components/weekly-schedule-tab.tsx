import { dayNames, formatTimeOfDay, messages } from '@studio/domain';
import { useFirestore } from 'reactfire';
import { InputField, SelectField } from '../../../components/field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { addAvailabilityBlock, availabilityBlockRef, useWeeklySchedule } from '../api/weekly-schedule.ts';
import {
  availabilityFieldLabels,
  availabilityFormSchema,
  emptyAvailabilityForm,
} from '../utils/availability-form.ts';
import { ScheduleAddForm } from './schedule-add-form.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { Panel } from './styles.ts';

function AddAvailabilityForm({ disabled }: { disabled: boolean }) {
  const db = useFirestore();
  const { bind, submit, reset } = useSchemaForm(availabilityFormSchema, {
    defaultValues: emptyAvailabilityForm(),
    labels: availabilityFieldLabels,
    // Each problem beside its field, and one toast naming the first.
    refusal: messages.availability.addFailed,
  });
  const save = submit(async (window) => {
    const saved = await writeWithToasts(() => addAvailabilityBlock(db, window), {
      success: messages.availability.added,
      failed: messages.availability.addFailed,
    });
    if (saved) reset(emptyAvailabilityForm());
  });
  return (
    <ScheduleAddForm
      name="Add availability"
      submitText="Add Availability"
      busyText="Adding..."
      disabled={disabled}
      noValidate
      onSubmit={save}
    >
      <SelectField label={availabilityFieldLabels.day_of_week} disabled={disabled} {...bind('day_of_week')}>
        {dayNames.map((name, day) => (
          <option key={name} value={String(day)}>
            {name}
          </option>
        ))}
      </SelectField>
      <InputField label="Start time" type="time" disabled={disabled} {...bind('start_time')} />
      <InputField label="End time" type="time" disabled={disabled} {...bind('end_time')} />
    </ScheduleAddForm>
  );
}

/** Weekly Schedule: the active opening windows by day, with add and remove (spec §2). */
export function WeeklyScheduleTab({ canEdit }: { canEdit: boolean }) {
  const { status, data: blocks } = useWeeklySchedule();
  return (
    <Panel>
      <AddAvailabilityForm disabled={!canEdit} />
      <ScheduleList
        title="Opening hours"
        status={status}
        loadingLabel="Loading the weekly schedule…"
        empty={{
          title: 'No availability yet',
          text: 'Add the days and hours the studio takes appointments.',
        }}
        entries={blocks.map((block) => {
          const day = dayNames[block.day_of_week] ?? `Day ${block.day_of_week}`;
          const hours = `${formatTimeOfDay(block.start_time)} – ${formatTimeOfDay(block.end_time)}`;
          return { id: block.id, heading: day, detail: hours, removeLabel: `Remove ${day} ${hours}` };
        })}
        canEdit={canEdit}
        refOf={availabilityBlockRef}
        removed={messages.availability.removed}
        removeFailed="Could not remove the availability window"
      />
    </Panel>
  );
}
