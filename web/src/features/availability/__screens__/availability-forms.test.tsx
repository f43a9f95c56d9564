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

describe('the Availability forms', () => {
  it('Add Availability refuses a missing time and a reversed window beside the field, then saves', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/availability');
    const form = within(await screen.findByRole('form', { name: 'Add availability' }));
    const start = form.getByLabelText('Start time');
    const end = form.getByLabelText('End time');
    const add = form.getByRole('button', { name: 'Add Availability' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));

    pick(start, '');
    await user.click(add);
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('Enter a time')).toBeTruthy();
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).toContain('Error adding availability');
    expect(toastTexts('error')[0]).toContain('Start time: Enter a time');

    // Sunday, 18:00 to 06:00: a window never runs past midnight, so it would open nothing.
    await user.selectOptions(form.getByLabelText('Day'), 'Sunday');
    pick(start, '18:00');
    pick(end, '06:00');
    await user.click(add);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('The end time must be after the start time')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBeNull();
    const sundays = await getDocs(
      query(collection(firestore, 'availability_blocks'), where('start_time', '==', '18:00')),
    );
    expect(sundays.empty).toBe(true);

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
    const { user, firestore } = await renderStaffScreen('/dashboard/availability');
    await user.click(await screen.findByRole('tab', { name: 'Blocked Dates' }));
    const form = within(await screen.findByRole('form', { name: 'Block time' }));
    const date = form.getByLabelText('Date');
    const end = form.getByLabelText('End time');
    const block = form.getByRole('button', { name: 'Block Time' });
    await waitFor(() => expect(block.hasAttribute('disabled')).toBe(false));

    pick(date, '2020-01-06');
    await user.click(block);
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('Choose today or a later date')).toBeTruthy();
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).toContain('Error blocking time');
    expect(toastTexts('error')[0]).toContain('Date: Choose today or a later date');

    pick(date, '2031-03-04');
    pick(end, '08:00');
    await user.type(form.getByLabelText('Reason (optional)'), 'Screen test training');
    await user.click(block);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText('The end time must be after the start time')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBeNull();
    const refused = await getDocs(
      query(collection(firestore, 'blocked_time_slots'), where('reason', '==', 'Screen test training')),
    );
    expect(refused.empty).toBe(true);

    pick(end, '12:00');
    await user.click(block);
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Time blocked'));
    const [saved, ...more] = await deleteWhere(
      firestore,
      'blocked_time_slots',
      'reason',
      'Screen test training',
    );
    expect(more).toEqual([]);
    // 09:00 (the form's default start) to 12:00 on the studio's clock.
    const hours = (saved?.end_datetime.toMillis() - saved?.start_datetime.toMillis()) / 3_600_000;
    expect(hours).toBe(3);
    await waitFor(() => expect((date as HTMLInputElement).value).toBe(''));
  });
});
