import { dayNames, formatTimeOfDay, messages } from '@studio/domain';
import { useFirestore } from 'reactfire';
import { InputField, SelectField } from '../../../components/field.tsx';
import { useFormValues } from '../../../hooks/use-form-values.ts';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  addAvailabilityBlock,
  availabilityBlockRef,
  type NewAvailabilityBlock,
  useWeeklySchedule,
} from '../api/weekly-schedule.ts';
import { ScheduleAddForm } from './schedule-add-form.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { Panel } from './styles.ts';

/** Monday 09:00–17:00 (spec §2). */
const initial: NewAvailabilityBlock = { day_of_week: 1, start_time: '09:00', end_time: '17:00' };

function AddAvailabilityForm({ disabled }: { disabled: boolean }) {
  const db = useFirestore();
  const { values, setValues, set, bind } = useFormValues(initial);
  const onSubmit = async () => {
    if (!values.start_time || !values.end_time) {
      notify.error(messages.availability.addFailed, 'Enter a start and an end time.');
      return;
    }
    const saved = await writeWithToasts(() => addAvailabilityBlock(db, values), {
      success: messages.availability.added,
      failed: messages.availability.addFailed,
    });
    if (saved) setValues(initial);
  };
  return (
    <ScheduleAddForm
      name="Add availability"
      submitText="Add Availability"
      busyText="Adding..."
      disabled={disabled}
      onSubmit={onSubmit}
    >
      <SelectField
        label="Day"
        value={values.day_of_week}
        disabled={disabled}
        onChange={(e) => set({ day_of_week: Number(e.target.value) })}
      >
        {dayNames.map((name, day) => (
          <option key={name} value={day}>
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
        loading={status === 'loading'}
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
