// The owner's Staff screen changing roles (issue 14), against the in-process emulator under the
// real rules; moved here from tests/e2e/accounts.test.ts (docs/testing.md). setUserRole is answered
// by the callables' stand-in (testing/screens/callables.ts); its decisions (an owner only, the
// last owner kept) are its own tests (tests/functions/functions.test.ts), and a client's open page
// following her new role is tests/e2e/auth.test.ts's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCallable, CallableRefusal } from '../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../testing/screens/seed.ts';

beforeAll(() =>
  seed({
    [`user_roles/${people.owner.uid}`]: { user_id: people.owner.uid, role: 'owner' },
    [`user_roles/${people.assistant.uid}`]: { user_id: people.assistant.uid, role: 'assistant' },
    [`profiles/${people.owner.uid}`]: storedProfile({ full_name: 'Olga Owner', email: people.owner.email }),
    [`profiles/${people.assistant.uid}`]: storedProfile({
      full_name: 'Cam Assistant',
      email: people.assistant.email,
    }),
  }),
);

/**
 * Answers setUserRole as the callable would (its result, or its refusal in the callable protocol's
 * error shape), keeping what the screen sent.
 */
function answerSetUserRole(refusal?: string) {
  const sent: unknown[] = [];
  answerCallable('setUserRole', (data) => {
    sent.push(data);
    if (refusal) throw new CallableRefusal('FAILED_PRECONDITION', refusal);
    const { uid, role } = data as { uid?: string; role: string };
    return { uid: uid ?? 'found-by-email', role };
  });
  return sent;
}

describe('the Staff screen', () => {
  it('adds an assistant by the e-mail of her account, says so and clears the field', async () => {
    const sent = answerSetUserRole();
    const { user } = await renderStaffScreen('/dashboard/staff');
    const form = within(await screen.findByRole('form', { name: 'Add an assistant' }));
    const email = form.getByLabelText('Email of her account') as HTMLInputElement;
    expect(form.getByRole('button', { name: 'Add assistant' })).toHaveProperty('disabled', true);
    // happy-dom's e-mail input takes no typed keys (user-event needs its selection): set it whole.
    fireEvent.change(email, { target: { value: '  sara@studio.test ' } });
    await user.click(form.getByRole('button', { name: 'Add assistant' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Assistant added'));
    expect(toastTexts('success').join(' ')).toContain('sara@studio.test now sees the staff dashboard.');
    expect(sent).toEqual([{ email: 'sara@studio.test', role: 'assistant' }]);
    expect(email.value).toBe('');
  });

  it('the only owner making herself an assistant: asked first, refused in the function’s words, still an owner', async () => {
    const sent = answerSetUserRole('The studio must keep at least one owner.');
    const { user } = await renderStaffScreen('/dashboard/staff');
    const list = within(await screen.findByRole('list', { name: 'Owners and assistants' }));
    const me = within(await list.findByRole('listitem', { name: 'Olga Owner' }));
    expect(me.getByText('Olga Owner (you)')).toBeTruthy();
    await user.click(me.getByRole('button', { name: 'Make assistant' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the role?' }));
    expect(dialog.getByText('Olga Owner becomes an assistant.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(toastTexts('error').join(' ')).toContain('The studio must keep at least one owner.'),
    );
    expect(sent).toEqual([{ uid: people.owner.uid, role: 'assistant' }]);
    // The dialog stays for her to cancel; her row still says Owner.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the role?' })).toBeNull());
    expect(me.getByText('Owner', { exact: true })).toBeTruthy();
  });

  it('removes an assistant from the staff after asking: her uid is sent with the client role', async () => {
    const sent = answerSetUserRole();
    const { user } = await renderStaffScreen('/dashboard/staff');
    const row = within(await screen.findByRole('listitem', { name: 'Cam Assistant' }));
    expect(row.getByText('Assistant', { exact: true })).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Remove from staff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from staff?' }));
    expect(
      dialog.getByText('Cam Assistant leaves the staff: she keeps her account as a client.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Role changed'));
    expect(toastTexts('success').join(' ')).toContain('Cam Assistant is now client.');
    expect(sent).toEqual([{ uid: people.assistant.uid, role: 'client' }]);
  });
});
