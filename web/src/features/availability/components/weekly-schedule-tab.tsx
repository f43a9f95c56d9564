import { dayNames, formatTimeOfDay, messages } from '@studio/domain';
import { type FormEvent, useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Field, Input } from '../../../components/field.tsx';
import { Select } from '../../../components/select.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notify } from '../../../utils/toast.tsx';
import {
  addAvailabilityBlock,
  type NewAvailabilityBlock,
  removeAvailabilityBlock,
  useWeeklySchedule,
} from '../api/weekly-schedule.ts';
import { AddForm, List, Panel, SectionTitle } from './styles.ts';

/** Monday 09:00–17:00 (spec §2). */
const initial: NewAvailabilityBlock = { day_of_week: 1, start_time: '09:00', end_time: '17:00' };

function AddAvailabilityForm({ disabled }: { disabled: boolean }) {
  const db = useFirestore();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.start_time || !values.end_time) {
      notify.error(messages.availability.addFailed, 'Enter a start and an end time.');
      return;
    }
    setBusy(true);
    try {
      await addAvailabilityBlock(db, values);
      notify.success(messages.availability.added);
      setValues(initial);
    } catch (error) {
      notify.error(messages.availability.addFailed, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AddForm onSubmit={onSubmit} aria-label="Add availability">
      <Field label="Day">
        {(ids) => (
          <Select
            {...ids}
            value={values.day_of_week}
            disabled={disabled}
            onChange={(e) => setValues({ ...values, day_of_week: Number(e.target.value) })}
          >
            {dayNames.map((name, day) => (
              <option key={name} value={day}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Start time">
        {(ids) => (
          <Input
            {...ids}
            type="time"
            value={values.start_time}
            disabled={disabled}
            onChange={(e) => setValues({ ...values, start_time: e.target.value })}
          />
        )}
      </Field>
      <Field label="End time">
        {(ids) => (
          <Input
            {...ids}
            type="time"
            value={values.end_time}
            disabled={disabled}
            onChange={(e) => setValues({ ...values, end_time: e.target.value })}
          />
        )}
      </Field>
      <Button type="submit" disabled={disabled || busy}>
        {busy ? 'Adding...' : 'Add Availability'}
      </Button>
    </AddForm>
  );
}

/** Weekly Schedule: the active opening windows by day, with add and remove (spec §2). */
export function WeeklyScheduleTab({ canEdit }: { canEdit: boolean }) {
  const db = useFirestore();
  const { loading, blocks } = useWeeklySchedule();
  const remove = async (id: string) => {
    try {
      await removeAvailabilityBlock(db, id);
      notify.success(messages.availability.removed);
    } catch (error) {
      // The spec shows no error for a failed removal; the window simply stays in the list.
      console.error('Could not remove the availability window', error);
    }
  };
  return (
    <Panel>
      <AddAvailabilityForm disabled={!canEdit} />
      <SectionTitle>Opening hours</SectionTitle>
      {loading && <Spinner label="Loading the weekly schedule…" />}
      {!loading && blocks.length === 0 && (
        <EmptyState title="No availability yet">
          <p>Add the days and hours the studio takes appointments.</p>
        </EmptyState>
      )}
      {blocks.length > 0 && (
        <List>
          {blocks.map((block) => {
            const day = dayNames[block.day_of_week] ?? `Day ${block.day_of_week}`;
            const hours = `${formatTimeOfDay(block.start_time)} – ${formatTimeOfDay(block.end_time)}`;
            return (
              <li key={block.id}>
                <div>
                  <strong>{day}</strong>
                  <span>{hours}</span>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!canEdit}
                  aria-label={`Remove ${day} ${hours}`}
                  onClick={() => remove(block.id)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </List>
      )}
    </Panel>
  );
}
