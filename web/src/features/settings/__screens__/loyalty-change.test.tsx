// Changing a loyalty rule asks first (loyalty-change-dialog.tsx): the dry run's counts for each
// choice, or a plain sentence when the dry run fails (the owner may still choose). The callable is
// answered by the screens' stand-in (testing/screens/callables.ts); its server side is tested in
// functions-firestore.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCallable, callableRequests } from '../../../testing/screens/callables.ts';
import { renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';

afterEach(() => vi.restoreAllMocks());

/** What the dialog asked previewLoyaltyChange, in order. */
const asked = () => callableRequests.filter((r) => r.name === 'previewLoyaltyChange').map((r) => r.data);

/** Opens Pricing, types a new rate and leaves the field: the dialog asks instead of saving. */
async function changeRate(rate: string) {
  const { user, firestore } = await renderStaffScreen('/dashboard/settings');
  await user.click(await screen.findByRole('tab', { name: 'Pricing' }));
  const field = (await screen.findByLabelText('Loyalty points per dollar')) as HTMLInputElement;
  await user.clear(field);
  await user.type(field, rate);
  fireEvent.blur(field);
  const dialog = within(await screen.findByRole('dialog', { name: 'Change the loyalty rules?' }));
  return { user, firestore, dialog };
}

describe('changing a loyalty rule', () => {
  it("shows each choice's count from the dry run, and Cancel saves nothing", async () => {
    answerCallable('previewLoyaltyChange', () => ({
      clients: 5,
      tierChanges: { past_bookings: 2, from_now_on: 0 },
    }));
    const { user, firestore, dialog } = await changeRate('12');
    await waitFor(() => expect(dialog.getByText('2 of 5 clients change tier.')).toBeTruthy());
    expect(dialog.getByText('0 of 5 clients change tier.')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ key: 'loyalty_points_per_dollar', value: 12 });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = await getDoc(doc(firestore, 'settings_public', 'loyalty_points_per_dollar'));
    expect(stored.exists()).toBe(false);
  });

  it('says plainly when the dry run fails, and leaves both choices open', async () => {
    answerCallable('previewLoyaltyChange', () => {
      throw new Error('The dry run failed');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog } = await changeRate('11');
    const failed = 'The clients whose tier would change could not be counted.';
    await waitFor(() => expect(dialog.getAllByText(failed)).toHaveLength(2));
    for (const button of dialog.getAllByRole('button').filter((b) => b.textContent !== 'Cancel'))
      expect(button.hasAttribute('disabled')).toBe(false);
  });
  // Moved from tests/e2e/loyalty-and-permissions.test.ts (docs/testing.md): what each choice asks
  // the changeLoyaltyRule callable; what the callable writes and how it re-scores the clients is
  // functions/test/firestore/loyalty-change.test.ts's.
  for (const [label, scope] of [
    ['Apply to past bookings', 'past_bookings'],
    ['Only from now on', 'from_now_on'],
  ] as const) {
    it(`${label}: asks changeLoyaltyRule for that scope, says so, and closes`, async () => {
      answerCallable('previewLoyaltyChange', () => ({
        clients: 4,
        tierChanges: { past_bookings: 1, from_now_on: 0 },
      }));
      answerCallable('changeLoyaltyRule', (data) => ({ key: (data as { key: string }).key, scope }));
      const { user, firestore, dialog } = await changeRate(scope === 'past_bookings' ? '3' : '4');
      await waitFor(() => expect(dialog.getByText('1 of 4 clients change tier.')).toBeTruthy());
      const before = callableRequests.length;
      await user.click(dialog.getByRole('button', { name: label }));
      await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Loyalty rules updated'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callableRequests.slice(before)).toEqual([
        {
          name: 'changeLoyaltyRule',
          data: { key: 'loyalty_points_per_dollar', value: scope === 'past_bookings' ? 3 : 4, scope },
        },
      ]);
      // The screen writes nothing itself: the callable does.
      const stored = await getDoc(doc(firestore, 'settings_public', 'loyalty_points_per_dollar'));
      expect(stored.exists()).toBe(false);
    });
  }
});
