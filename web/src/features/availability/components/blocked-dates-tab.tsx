import { formatStudioDate, formatStudioTime, messages, type TimeZone } from '@studio/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Field, Input } from '../../../components/field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { notify } from '../../../utils/toast.tsx';
import {
  addBlockedTimeSlot,
  removeBlockedTimeSlot,
  useUpcomingBlockedTimeSlots,
} from '../api/blocked-time-slots.ts';
import { blockedSlotFromForm, earliestBlockDate, emptyBlockedSlotForm } from '../utils/blocked-slot-form.ts';
import { AddForm, List, Panel, SectionTitle } from './styles.ts';

function BlockTimeForm(props: { disabled: boolean; timeZone: TimeZone }) {
  const db = useFirestore();
  const [values, setValues] = useState(emptyBlockedSlotForm);
  const [busy, setBusy] = useState(false);
  const min = earliestBlockDate(props.timeZone, new Date());
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = blockedSlotFromForm(values, props.timeZone, new Date());
    if (!result.ok) {
      notifyIssues(messages.availability.blockFailed, result.problems);
      return;
    }
    setBusy(true);
    try {
      await addBlockedTimeSlot(db, result.slot);
      notify.success(messages.availability.timeBlocked);
      setValues(emptyBlockedSlotForm());
    } catch (error) {
      notify.error(messages.availability.blockFailed, (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AddForm onSubmit={onSubmit} noValidate aria-label="Block time">
      <Field label="Date">
        {(ids) => (
          <Input
            {...ids}
            type="date"
            required
            min={min}
            value={values.date}
            disabled={props.disabled}
            onChange={(e) => set({ date: e.target.value })}
          />
        )}
      </Field>
      <Field label="Start time">
        {(ids) => (
          <Input
            {...ids}
            type="time"
            value={values.startTime}
            disabled={props.disabled}
            onChange={(e) => set({ startTime: e.target.value })}
          />
        )}
      </Field>
      <Field label="End time">
        {(ids) => (
          <Input
            {...ids}
            type="time"
            value={values.endTime}
            disabled={props.disabled}
            onChange={(e) => set({ endTime: e.target.value })}
          />
        )}
      </Field>
      <Field label="Reason (optional)">
        {(ids) => (
          <Input
            {...ids}
            value={values.reason}
            maxLength={200}
            placeholder="e.g. Staff training"
            disabled={props.disabled}
            onChange={(e) => set({ reason: e.target.value })}
          />
        )}
      </Field>
      <Button type="submit" disabled={props.disabled || busy}>
        {busy ? 'Blocking...' : 'Block Time'}
      </Button>
    </AddForm>
  );
}

/** Blocked Dates: upcoming blocked slots, with add and remove (spec §2). */
export function BlockedDatesTab(props: { canEdit: boolean; timeZone: TimeZone }) {
  const db = useFirestore();
  // Fixed for the visit: the listener's query must not change on every render.
  const since = useMemo(() => new Date(), []);
  const { loading, slots } = useUpcomingBlockedTimeSlots(since);
  const { timeZone } = props;
  const remove = async (id: string) => {
    try {
      await removeBlockedTimeSlot(db, id);
      notify.success(messages.availability.blockRemoved);
    } catch (error) {
      // The spec shows no error for a failed removal; the slot simply stays in the list.
      console.error('Could not remove the blocked time', error);
    }
  };
  return (
    <Panel>
      <BlockTimeForm disabled={!props.canEdit} timeZone={timeZone} />
      <SectionTitle>Upcoming blocked times</SectionTitle>
      {loading && <Spinner label="Loading blocked times…" />}
      {!loading && slots.length === 0 && (
        <EmptyState title="No blocked dates">
          <p>Block a date when the studio is closed or busy.</p>
        </EmptyState>
      )}
      {slots.length > 0 && (
        <List>
          {slots.map((slot) => {
            const date = formatStudioDate(slot.start_datetime, timeZone);
            const hours = `${formatStudioTime(slot.start_datetime, timeZone)} – ${formatStudioTime(slot.end_datetime, timeZone)}`;
            return (
              <li key={slot.id}>
                <div>
                  <strong>{date}</strong>
                  <span>
                    {hours}
                    {slot.reason ? ` · ${slot.reason}` : ''}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!props.canEdit}
                  aria-label={`Remove block on ${date} ${hours}`}
                  onClick={() => remove(slot.id)}
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
