// The services screen as an assistant whose "manage services" right the owner switched off (moved
// here from tests/e2e/dashboard-catalog.test.ts and catalog-editing.test.ts): every button is off
// with the reason, and the project's rules refuse her writes all the same.
import { settingDocument } from '@studio/domain';
import { screen, waitFor } from '@testing-library/react';
import { addDoc, collection, doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { category, service } from '../../../../testing/fixtures.ts';
import { renderStaffScreen } from '../../../../testing/screens/render-screen.tsx';
import { seed } from '../../../../testing/screens/seed.ts';

const { id: categoryId, ...manicure } = category({ id: 'screens-cat', name: 'Screens Manicure' });
const { id: serviceId, ...classic } = service({
  id: 'screens-svc',
  name: 'Screens Classic',
  parent_category: 'Screens Manicure',
});

beforeAll(() =>
  seed({
    [`service_categories/${categoryId}`]: manicure,
    [`services/${serviceId}`]: classic,
    'settings_staff/permissions_assistant_manage_services': settingDocument(
      'permissions_assistant_manage_services',
      false,
      'screens-owner',
      new Date('2026-11-01T09:00:00Z'),
    ),
  }),
);

describe('services screen, an assistant without manage services', () => {
  it('shows the catalogue view-only: buttons and switches off, with the reason', async () => {
    await renderStaffScreen('/dashboard/services', { as: 'assistant' });
    const visible = await screen.findByRole('switch', { name: 'Screens Classic visible' });
    await screen.findByText(/may view the catalogue/);
    expect(visible).toHaveProperty('disabled', true);
    const add = screen.getByRole('button', { name: 'Add Category' });
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('title')).toContain('manage services');
    for (const edit of screen.getAllByRole('button', { name: 'Edit Service' })) {
      expect(edit).toHaveProperty('disabled', true);
    }
  });

  it('her writes are refused by the rules all the same', async () => {
    const { firestore } = await renderStaffScreen('/dashboard/services', { as: 'assistant' });
    await expect(
      updateDoc(doc(firestore, 'services', serviceId), { is_active: false }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      addDoc(collection(firestore, 'service_categories'), {
        name: 'Sneaky',
        display_order: 0,
        is_active: true,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await waitFor(async () =>
      expect((await getDoc(doc(firestore, 'services', serviceId))).get('is_active')).toBe(true),
    );
  });
});
