// The clients screens (moved here from tests/e2e/dashboard-staff.test.ts): the list's search, a
// client's notes (add, pin first, delete after a confirm) and the profile form's phone check,
// written straight to Firestore under the project's rules.
import { screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderStaffScreen, toastTexts } from '../../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../../testing/screens/seed.ts';

const profile = (fullName: string, email: string, createdAt: string) =>
  storedProfile({ full_name: fullName, email, created_at: new Date(createdAt) });

beforeAll(() =>
  seed({
    'profiles/screens-ana': profile('Ana Lima', 'ana@screens.test', '2026-01-02T10:00:00Z'),
    'profiles/screens-bea': profile('Bea Costa', 'bea@screens.test', '2026-01-03T10:00:00Z'),
  }),
);

const rows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('clients', () => {
  it('search filters the list; a note is added, pinned first and deleted with a confirm', async () => {
    const { user } = await renderStaffScreen('/dashboard/clients');
    await screen.findByText('Ana Lima');
    const search = screen.getByPlaceholderText('Search clients...');
    // Her surname: other screen files seed clients of their own, some named Bea.
    await user.type(search, 'costa');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toMatch(/Bea Costa/);
    await user.clear(search);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    // Her row by a cell holding exactly her e-mail: other screen files seed clients named Ana
    // too ('Visit Ana', visit-ana@screens.test).
    const ana = rows().find((row) =>
      within(row)
        .queryAllByRole('cell')
        .some((cell) => cell.textContent?.trim() === 'ana@screens.test'),
    );
    await user.click(within(ana as HTMLElement).getAllByRole('cell')[2] as HTMLElement);
    await screen.findByRole('heading', { name: 'Ana Lima' });

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    // A blank note is refused beside the field and in one toast, and nothing is added.
    const newNote = screen.getByLabelText('New note');
    await user.type(newNote, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(newNote.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Write a note before adding it')).toBeTruthy();
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).toContain('Failed to add note: New note: Write a note before adding it');
    await user.clear(newNote);
    await user.type(newNote, 'An older note');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Note added successfully'));
    await user.type(screen.getByLabelText('New note'), 'Prefers almond shape');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const notes = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    await waitFor(() => expect(notes()).toHaveLength(2));
    // Both stored (the server's times are in), so the order no longer moves.
    const added = () => toastTexts('success').filter((text) => text.includes('Note added successfully'));
    await waitFor(() => expect(added()).toHaveLength(2));
    // Pinning puts a note first: pin the one that is not first now (two notes written in the same
    // instant have no order of their own).
    const pinned = notes()[1]?.textContent?.includes('An older note')
      ? 'An older note'
      : 'Prefers almond shape';
    const mine = () => notes().find((li) => li.textContent?.includes(pinned)) as HTMLElement;
    await user.click(within(mine()).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Note updated successfully'));
    await waitFor(() => expect(notes()[0]?.textContent).toContain(pinned));
    await user.click(within(mine()).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Note deleted successfully'));
    await waitFor(() => expect(notes().some((li) => li.textContent?.includes(pinned))).toBe(false));
  });

  it('profile edit: a bad phone is refused with a toast, a valid one is saved', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/clients/screens-ana');
    await screen.findByRole('heading', { name: 'Ana Lima' });
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect((await getDoc(doc(firestore, 'profiles/screens-ana'))).get('phone')).toBeNull();

    await user.clear(phone);
    await user.type(phone, '+1 555 010 0001');
    const instagram = screen.getByLabelText('Instagram handle');
    await user.clear(instagram);
    await user.type(instagram, '@ana.screens');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Profile updated successfully'));
    const saved = await getDoc(doc(firestore, 'profiles/screens-ana'));
    expect(JSON.stringify(saved.data())).toMatch(/ana\.screens/);
  });
});
