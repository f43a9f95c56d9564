// The Availability screen's two add forms, held by useSchemaForm (hooks/use-schema-form.ts) and
// checked with the domain's schemas: a refused submit shows the problem beside its field and one
// toast, and writes nothing; an accepted one saves. What a test saves it deletes again: the
// emulator is shared with the calendar's and /book's files, whose free times read these windows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { collection, deleteDoc, type Firestore, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';

/** Sets a date or time input as the browser's picker does (one change, not typed key by key). */
function pick(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function deleteWhere(firestore: Firestore, path: string, field: string, value: string | number) {
  const found = await getDocs(query(collection(firestore, path), where(field, '==', value)));
  await Promise.all(found.docs.map((d) => deleteDoc(d.ref)));
  return found.docs.map((d) => d.data());
}

/** The screen at one of its add forms (on `tab`), once her rights have enabled its button. */
async function openForm(name: string, submit: string, tab?: string) {
  const { user, firestore } = await renderStaffScreen('/dashboard/availability');
  if (tab) await user.click(await screen.findByRole('tab', { name: tab }));
  const form = within(await screen.findByRole('form', { name }));
  const button = form.getByRole('button', { name: submit });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return { user, firestore, form, button };
}

/**
 * A form's first refused submit: the problem beside its field, and the one toast on screen naming
 * the form's failure, then the field's label and the problem.
 */
async function expectFirstRefusal(
  form: ReturnType<typeof within>,
  field: HTMLElement,
  problem: string,
  failure: string,
  label: string,
) {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(form.getByText(problem)).toBeTruthy();
  await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
  expect(toastTexts('error')[0]).toContain(failure);
  expect(toastTexts('error')[0]).toContain(`${label}: ${problem}`);
}

/** A range that ends before it starts: refused beside the end time, the field fixed before now clear, nothing stored. */
async function expectReversedRefused(
  form: ReturnType<typeof within>,
  end: HTMLElement,
  fixed: HTMLElement,
  firestore: Firestore,
  [path, field, value]: readonly [string, string, string],
) {
  await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
  expect(form.getByText('The end time must be after the start time')).toBeTruthy();
  expect(fixed.getAttribute('aria-invalid')).toBeNull();
  const stored = await getDocs(query(collection(firestore, path), where(field, '==', value)));
  expect(stored.empty).toBe(true);
}

describe('the Availability forms', () => {
  it('Add Availability refuses a missing time and a reversed window beside the field, then saves', async () => {
    const { user, firestore, form, button: add } = await openForm('Add availability', 'Add Availability');
    const start = form.getByLabelText('Start time');
    const end = form.getByLabelText('End time');

    pick(start, '');
    await user.click(add);
    await expectFirstRefusal(form, start, 'Enter a time', 'Error adding availability', 'Start time');

    // Sunday, 18:00 to 06:00: a window never runs past midnight, so it would open nothing.
    await user.selectOptions(form.getByLabelText('Day'), 'Sunday');
    pick(start, '18:00');
    pick(end, '06:00');
    await user.click(add);
    await expectReversedRefused(form, end, start, firestore, ['availability_blocks', 'start_time', '18:00']);

    pick(start, '06:00');
    pick(end, '07:00');
    await user.click(add);
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Availability added'));
    const saved = await deleteWhere(firestore, 'availability_blocks', 'start_time', '06:00');
    expect(saved).toEqual([{ day_of_week: 0, start_time: '06:00', end_time: '07:00', is_active: true }]);
    // The form starts again from Monday 09:00–17:00.
    await waitFor(() => expect((start as HTMLInputElement).value).toBe('09:00'));
    expect((form.getByLabelText('Day') as HTMLSelectElement).value).toBe('1');
  });

  it('Block Time refuses a past date and a reversed range beside the field, then saves', async () => {
    const {
      user,
      firestore,
      form,
      button: block,
    } = await openForm('Block time', 'Block Time', 'Blocked Dates');
    const date = form.getByLabelText('Date');
    const end = form.getByLabelText('End time');

    pick(date, '2020-01-06');
    await user.click(block);
    await expectFirstRefusal(form, date, 'Choose today or a later date', 'Error blocking time', 'Date');

    pick(date, '2031-03-04');
    pick(end, '08:00');
    await user.type(form.getByLabelText('Reason (optional)'), 'Screen test training');
    await user.click(block);
    const training = ['blocked_time_slots', 'reason', 'Screen test training'] as const;
    await expectReversedRefused(form, end, date, firestore, training);

    pick(end, '12:00');
    await user.click(block);
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Time blocked'));
    const [saved, ...more] = await deleteWhere(firestore, ...training);
    expect(more).toEqual([]);
    // 09:00 (the form's default start) to 12:00 on the studio's clock.
    const hours = (saved?.end_datetime.toMillis() - saved?.start_datetime.toMillis()) / 3_600_000;
    expect(hours).toBe(3);
    await waitFor(() => expect((date as HTMLInputElement).value).toBe(''));
  });
});
