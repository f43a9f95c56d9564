// The products screen's form refusals (moved here from tests/e2e/forms-and-undo.test.ts): the
// dialog checks with the domain's schema before anything is written, so no function or browser
// is needed to see a refusal.
import { screen, waitFor, within } from '@testing-library/react';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { renderStaffScreen, toastTexts } from '../../../../testing/screens/render-screen.tsx';

describe('products screen', () => {
  it('a negative price is refused beside the field with one toast; nothing is created', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/products');
    await screen.findByRole('heading', { name: 'Products Management' });
    const create = await screen.findByRole('button', { name: 'New Product' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    const inDialog = within(dialog);
    await user.type(inDialog.getByLabelText('Name'), 'Refused Polish');
    await user.type(inDialog.getByLabelText('Price ($)'), '-3');
    await user.type(inDialog.getByLabelText('Stock quantity'), '2.5');
    await user.click(inDialog.getByRole('button', { name: 'Create Product' }));

    await inDialog.findByText('Enter more than 0');
    inDialog.getByText('Enter a whole number');
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).toContain('Price: Enter more than 0 (and 1 more field to check)');
    const created = await getDocs(
      query(collection(firestore, 'products'), where('name', '==', 'Refused Polish')),
    );
    expect(created.size).toBe(0);

    // The close button is always there, even on a phone.
    await user.click(inDialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
