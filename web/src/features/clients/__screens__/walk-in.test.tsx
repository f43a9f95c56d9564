// A walk-in client on the staff's Clients screens, moved here from tests/e2e/catalog-editing.test.ts
// (docs/testing.md): her record offers her e-mail for Send Message when she has no handle, and
// Add Client with her e-mail again is refused with a link to her record. addClient is answered by
// the callables' stand-in with the refusal the callable gives (its own test:
// tests/functions/clients.test.ts › addClient); her signing up later and verifying the address is
// tests/e2e/auth.test.ts's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCallable, CallableRefusal } from '../../../testing/screens/callables.ts';
import { renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../testing/screens/seed.ts';

const wandaId = 'screens-walkin-wanda';
const email = 'wanda-walk-in@screens.test';

beforeAll(() =>
  seed({ [`profiles/${wandaId}`]: storedProfile({ full_name: 'Wanda Walk-In', email, walk_in: true }) }),
);

// Shared with the other screen files (the Clients list): her record goes.
afterAll(() => deleteDoc(doc(seedingFirestore(), `profiles/${wandaId}`)));

/** Answers addClient as the callable refuses a duplicate e-mail, keeping what the dialog sent. */
function refuseDuplicateEmail() {
  const sent: unknown[] = [];
  answerCallable('addClient', (data) => {
    sent.push(data);
    throw new CallableRefusal('ALREADY_EXISTS', 'A client with this e-mail already exists', {
      field: 'email',
      clientId: wandaId,
    });
  });
  return sent;
}

describe('a walk-in client', () => {
  it('her record offers her e-mail for Send Message when she has no Instagram handle', async () => {
    await renderStaffScreen(`/dashboard/clients/${wandaId}`);
    await screen.findByRole('heading', { name: 'Wanda Walk-In' });
    const send = await screen.findByRole('link', { name: 'Send Message (E-mail)' });
    expect(send.getAttribute('href')).toBe(`mailto:${email}`);
  });

  it('Add Client with her e-mail again is refused with a link that opens her record', async () => {
    const sent = refuseDuplicateEmail();
    const { user } = await renderStaffScreen('/dashboard/clients');
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Client' }));
    await user.type(dialog.getByLabelText('Full name'), 'Wanda Again');
    // happy-dom's e-mail input takes no typed keys (user-event needs its selection): set it whole.
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: email.toUpperCase() } });
    await user.click(dialog.getByRole('button', { name: 'Add Client' }));
    await waitFor(() =>
      expect(toastTexts('error').join(' ')).toContain(
        'Failed to add client: A client with this e-mail already exists',
      ),
    );
    expect(sent).toEqual([expect.objectContaining({ full_name: 'Wanda Again', email })]);
    const record = dialog.getByRole('link', { name: 'open her record' });
    expect(record.getAttribute('href')).toBe(`/dashboard/clients/${wandaId}`);
    await user.click(record);
    await screen.findByRole('heading', { name: 'Wanda Walk-In' });
  });
});
