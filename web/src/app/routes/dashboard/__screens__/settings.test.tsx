// The settings screen's refusals (tests/e2e/forms-and-undo.test.ts moved its number check here):
// each field is checked with the settings registry's schema before it is saved.

import { defaultSettings } from '@studio/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { renderStaffScreen, toastTexts } from '../../../../testing/screens/render-screen.tsx';

describe('settings screen', () => {
  it('a decimal number of hours is refused, not truncated', async () => {
    const { user } = await renderStaffScreen('/dashboard/settings');
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    const lead = (await screen.findByLabelText('Booking lead time (hours)')) as HTMLInputElement;
    const before = lead.value;
    expect(before).not.toBe('');
    await user.clear(lead);
    await user.type(lead, '12.7');
    fireEvent.blur(lead);
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('Enter a whole number'));
    await waitFor(() => expect(lead.value).toBe(before));
  });

  it('an empty business name is refused beside the field with a toast, and nothing is saved', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/settings');
    const name = (await screen.findByLabelText('Business name')) as HTMLInputElement;
    const stored = defaultSettings().business_info.name;
    await waitFor(() => expect(name.value).toBe(stored));
    await user.clear(name);
    await user.type(name, '   ');
    fireEvent.blur(name);
    const message = 'Business name: enter the business name';
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain(message));
    const general = screen.getByRole('tabpanel', { name: 'General' });
    expect(
      within(general)
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes(message)),
    ).toBe(true);
    const saved = await getDoc(doc(firestore, 'settings_public', 'business_info'));
    expect(saved.exists()).toBe(false);
  });
});
