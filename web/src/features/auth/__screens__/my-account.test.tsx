// A client's My Account (issue 14), as herself under the project's rules: her details form refuses
// an empty name and saves the rest to her profile; moved here from tests/e2e/accounts.test.ts
// (docs/testing.md). The screen asks her nail preferences only once her role claim is read from
// the real Auth session, which this layer stands in for: the form is shown with them on its own
// (as the route does for a client), and that a client's page shows them is checked end to end,
// with changing her sign-in e-mail through its link (Auth and syncMyEmail), in
// tests/e2e/auth.test.ts.

import type { Profile } from '@studio/domain';
import { ownProfileFormValues } from '@studio/domain/clients/own-profile';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../testing/screens/seed.ts';
import { MyProfileForm } from '../components/my-profile-form.tsx';

const uid = people.client.uid;
const nina = storedProfile({ full_name: 'Nina Park', email: people.client.email });

beforeAll(() =>
  seed({
    [`user_roles/${uid}`]: { user_id: uid, role: 'client' },
    [`profiles/${uid}`]: nina,
  }),
);

// The emulator is shared with the other screen files (the Clients list): her profile goes.
afterAll(() => deleteDoc(doc(seedingFirestore(), `profiles/${uid}`)));

describe("a client's My Account", () => {
  it('her details: an empty name is refused and nothing is saved; then her name, phone and handle are', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/account', { as: 'client' });
    await screen.findByRole('heading', { name: 'My Account' });
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    const name = form.getByLabelText('Full Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Nina Park'));
    await user.clear(name);
    await user.type(name, '  ');
    await user.type(form.getByLabelText('Phone'), '+1 555 010 2030');
    await user.type(form.getByLabelText('Instagram handle'), '@nina.nails');
    await user.click(form.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('Please enter your name'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const stored = async () => (await getDoc(doc(firestore, `profiles/${uid}`))).data();
    expect(await stored()).toMatchObject({ full_name: 'Nina Park', phone: null, instagram_handle: null });

    await user.clear(name);
    await user.type(name, 'Nina Park-Lee');
    await user.click(form.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Profile saved'));
    expect(await stored()).toMatchObject({
      full_name: 'Nina Park-Lee',
      phone: '+1 555 010 2030',
      instagram_handle: 'nina.nails',
    });
  });

  it('a client’s form also saves her nail preferences and how to reach her, as herself', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/account', {
      as: 'client',
      wrap: () => (
        <MyProfileForm uid={uid} initial={ownProfileFormValues(nina as unknown as Profile)} withPreferences />
      ),
    });
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    await user.type(form.getByLabelText('Nail shape'), 'almond');
    await user.selectOptions(form.getByLabelText('How should we reach you?'), 'instagram');
    await user.click(form.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Profile saved'));
    expect((await getDoc(doc(firestore, `profiles/${uid}`))).get('preferences')).toEqual({
      nailShape: 'almond',
      nailLength: null,
      style: null,
      communicationPreference: 'instagram',
    });
  });
});
