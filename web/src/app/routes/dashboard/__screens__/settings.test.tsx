// The settings screen (moved here from tests/e2e/forms-and-undo.test.ts and
// dashboard-settings.test.ts): each field is checked with the settings registry's schema before it
// is saved on blur, and an assistant sees the owner-only settings read-only with the reason.

import { defaultSettings, ownerOnlyNote } from '@studio/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  renderPublicScreen,
  renderStaffScreen,
  toastTexts,
  type UserEvent,
} from '../../../../testing/screens/render-screen.tsx';
import { AppRoutes } from '../../../routes.tsx';

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
    // The staff header's link home, and the site, still name the stored business (moved from
    // tests/e2e/forms-and-undo.test.ts; going back to the dashboard re-enters its gate with the
    // session kept, which is dashboard-gate.test.tsx's account menu test).
    expect(screen.getByRole('link', { name: `${stored}, home` }).getAttribute('href')).toBe('/');
    cleanup();
    await renderPublicScreen('/*', '/', <AppRoutes />);
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: `${stored}, home` }),
    ).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText(stored)).toBeTruthy();
  });

  it('numbers save on blur: hours as a whole number, the tax rate to two decimals', async () => {
    const { user } = await renderStaffScreen('/dashboard/settings');
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    const lead = (await screen.findByLabelText('Booking lead time (hours)')) as HTMLInputElement;
    expect(await saveOnBlur(user, lead, '12')).toBe('12');
    await user.click(screen.getByRole('tab', { name: 'Pricing' }));
    const tax = (await screen.findByLabelText('Tax rate (%)')) as HTMLInputElement;
    expect(await saveOnBlur(user, tax, '7.255')).toBe('7.26');
  });
});

/** Types a value, leaves the field, and answers what it shows once the save's toast is up. */
async function saveOnBlur(user: UserEvent, field: HTMLInputElement, value: string): Promise<string> {
  const saved = toastTexts('success').length;
  await user.clear(field);
  await user.type(field, value);
  fireEvent.blur(field);
  await waitFor(() => expect(toastTexts('success').length).toBeGreaterThan(saved));
  return field.value;
}

describe("settings screen, an assistant and the owner's settings", () => {
  it('shows her the money settings read-only with the reason, and leaves her the ones she may change', async () => {
    const { user } = await renderStaffScreen('/dashboard/settings', { as: 'assistant' });
    await user.click(await screen.findByRole('tab', { name: 'Pricing' }));
    const tax = await screen.findByLabelText('Tax rate (%)');
    await screen.findAllByText(ownerOnlyNote('ecommerce_tax_rate') ?? '', { exact: false });
    expect(tax).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    expect(await screen.findByLabelText('Deposit percentage (%)')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Grace period (minutes)')).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    expect(await screen.findByRole('switch', { name: 'Online ordering' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Blog' })).toHaveProperty('disabled', false);
  });
});
