// Editing a member's staff profile (issue 31) on the Staff screen, against the in-process
// emulator under the real rules: the owner opens an assistant's profile, narrows her services,
// gives her hours of her own and a day off, and saveStaffProfile is sent the whole profile. The
// callable is answered by the callables' stand-in; its server side has its own tests
// (functions/test/firestore/several-chairs.test.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCallable } from '../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../testing/screens/seed.ts';

const profile = (full_name: string, email: string) => storedProfile({ full_name, email });

const service = (name: string, order: number) => ({
  name,
  description: null,
  parent_category: 'Profile Hands',
  subcategory: null,
  base_price: 30,
  show_starting_price: false,
  duration_minutes: 30,
  display_order: 970 + order,
  is_active: true,
  compatible_material_ids: [],
  allergens: [],
  free_of: [],
});

beforeAll(() =>
  seed({
    [`user_roles/${people.owner.uid}`]: { user_id: people.owner.uid, role: 'owner' },
    [`user_roles/${people.assistant.uid}`]: { user_id: people.assistant.uid, role: 'assistant' },
    [`profiles/${people.owner.uid}`]: profile('Olga Owner', people.owner.email),
    [`profiles/${people.assistant.uid}`]: profile('Cam Assistant', people.assistant.email),
    [`staff_profiles/${people.assistant.uid}`]: { bookable: true, display_name: 'Cam', time_off: [] },
    'services/screens-profile-gel': service('Profile Gel', 1),
    'services/screens-profile-art': service('Profile Art', 2),
  }),
);

/** Answers saveStaffProfile as the callable would, keeping what the dialog sent. */
function answerSaveStaffProfile() {
  const sent: Record<string, unknown>[] = [];
  answerCallable('saveStaffProfile', (data) => {
    sent.push(data as Record<string, unknown>);
    return { staffId: people.assistant.uid };
  });
  return sent;
}

describe('a staff profile', () => {
  it('the owner narrows an assistant’s services, gives her own hours and a day off, and saves it whole', async () => {
    const sent = answerSaveStaffProfile();
    const { user } = await renderStaffScreen('/dashboard/staff');
    const row = await screen.findByRole('listitem', { name: 'Cam Assistant' });
    await user.click(within(row).getByRole('button', { name: 'Edit profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    expect((dialog.getByLabelText('Name on the calendar') as HTMLInputElement).value).toBe('Cam');

    await user.click(dialog.getByLabelText('All services'));
    await user.click(await dialog.findByLabelText('Profile Art'));
    await user.click(dialog.getByLabelText("The studio's hours"));
    await user.click(dialog.getByRole('button', { name: 'Add hours' }));
    const hours = dialog.getByRole('group', { name: 'Hours 1' });
    await user.selectOptions(within(hours).getByLabelText('Day'), 'Tuesday');
    fireEvent.change(within(hours).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(within(hours).getByLabelText('To'), { target: { value: '16:00' } });
    fireEvent.change(dialog.getByLabelText('First day off'), { target: { value: '2031-07-04' } });
    await user.type(dialog.getByLabelText('Reason'), 'Holiday');
    await user.click(dialog.getByRole('button', { name: 'Add time off' }));
    expect(dialog.getByRole('list', { name: 'Time off' }).textContent).toContain(
      'Jul 4, 2031 – Jul 4, 2031 (Holiday)',
    );

    await user.click(dialog.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Profile saved'));
    expect(sent).toEqual([
      {
        staffId: people.assistant.uid,
        bookable: true,
        displayName: 'Cam',
        serviceIds: ['screens-profile-art'],
        weeklyHours: [{ day_of_week: 2, start_time: '10:00', end_time: '16:00', is_active: true }],
        // The whole day in New York (EDT, UTC−4), the studio's default zone.
        timeOff: [{ start: '2031-07-04T04:00:00.000Z', end: '2031-07-05T04:00:00.000Z', reason: 'Holiday' }],
      },
    ]);
  });

  it('gives an afternoon off with times, and refuses time off that ends before it starts', async () => {
    const sent = answerSaveStaffProfile();
    const { user } = await renderStaffScreen('/dashboard/staff');
    const row = await screen.findByRole('listitem', { name: 'Cam Assistant' });
    await user.click(within(row).getByRole('button', { name: 'Edit profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));

    fireEvent.change(dialog.getByLabelText('First day off'), { target: { value: '2031-07-08' } });
    fireEvent.change(dialog.getByLabelText('From (optional)'), { target: { value: '16:00' } });
    fireEvent.change(dialog.getByLabelText('Until (optional)'), { target: { value: '14:00' } });
    await user.click(dialog.getByRole('button', { name: 'Add time off' }));
    expect(dialog.getByRole('alert').textContent).toBe('Time off must end after it starts.');
    expect(dialog.queryByRole('list', { name: 'Time off' })).toBeNull();

    fireEvent.change(dialog.getByLabelText('From (optional)'), { target: { value: '14:00' } });
    fireEvent.change(dialog.getByLabelText('Until (optional)'), { target: { value: '16:30' } });
    await user.type(dialog.getByLabelText('Reason'), 'Dentist');
    await user.click(dialog.getByRole('button', { name: 'Add time off' }));
    expect(dialog.getByRole('list', { name: 'Time off' }).textContent).toContain(
      'Jul 8, 2031, 2:00 PM – 4:30 PM (Dentist)',
    );

    await user.click(dialog.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // 2 PM to 4:30 PM in New York (EDT, UTC−4).
    expect(sent[0]?.timeOff).toEqual([
      { start: '2031-07-08T18:00:00.000Z', end: '2031-07-08T20:30:00.000Z', reason: 'Dentist' },
    ]);
  });

  it('refuses an empty name in plain words and sends nothing', async () => {
    const sent = answerSaveStaffProfile();
    const { user } = await renderStaffScreen('/dashboard/staff');
    const row = await screen.findByRole('listitem', { name: 'Cam Assistant' });
    await user.click(within(row).getByRole('button', { name: 'Edit profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    await user.clear(dialog.getByLabelText('Name on the calendar'));
    await user.click(dialog.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('Her name is required.'));
    expect(sent).toEqual([]);
  });
});
