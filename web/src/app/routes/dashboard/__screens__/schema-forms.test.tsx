// Forms held by useSchemaForm (hooks/use-schema-form.ts): a refused submit shows each problem
// beside its field and one toast, and sends nothing; an accepted one saves.
import { screen, waitFor, within } from '@testing-library/react';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { people, renderStaffScreen, toastTexts } from '../../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../../testing/screens/seed.ts';

const ownerProfile = storedProfile({
  full_name: 'Olga Owner',
  email: people.owner.email,
  created_at: new Date('2026-01-01T10:00:00Z'),
});

beforeAll(() => seed({ [`profiles/${people.owner.uid}`]: ownerProfile }));

describe('forms checked with the domain schema', () => {
  it('Add Client refuses a blank name beside the field and in one toast', async () => {
    const { user } = await renderStaffScreen('/dashboard/clients');
    await user.click(await screen.findByRole('button', { name: 'Add Client' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('E-mail'), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Add Client' }));
    const name = dialog.getByLabelText('Full name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('Required')).toBeTruthy();
    expect(dialog.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).toContain('Failed to add client: Full name: Required');
  });

  it('My details: a bad phone is refused beside its field; a good one is saved', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/account');
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    const phone = form.getByLabelText('Phone');
    await user.type(phone, 'call me');
    await user.click(form.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getByText(/Phone may only contain digits/)).toBeTruthy();
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('Could not save your profile'));

    await user.clear(phone);
    await user.type(phone, '+1 555 010 2030');
    await user.click(form.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Profile saved'));
    const saved = await getDoc(doc(firestore, `profiles/${people.owner.uid}`));
    expect(saved.get('phone')).toBe('+1 555 010 2030');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('New Product refuses a $0 price beside its field, then saves the product with its checkboxes', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/products');
    await user.click(await screen.findByRole('button', { name: /New Product/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Product' }));
    await user.type(dialog.getByLabelText('Name'), 'Screen Test Oil');
    await user.type(dialog.getByLabelText('Price ($)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    const price = dialog.getByLabelText('Price ($)');
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('Price'));

    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(dialog.getByLabelText('Featured'));
    await user.click(dialog.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Product created'));
    const saved = await getDocs(
      query(collection(firestore, 'products'), where('name', '==', 'Screen Test Oil')),
    );
    expect(saved.docs.map((d) => d.data())).toMatchObject([
      {
        price: 12.5,
        featured: true,
        is_active: true,
        category: 'nail_care',
        stock_quantity: 0,
        display_order: 0,
      },
    ]);
  });

  it('New Post asks only for the title when empty, then saves a draft with its slug built from the title', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/blog');
    await user.click(await screen.findByRole('button', { name: 'New Post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Post' }));
    await user.click(dialog.getByRole('button', { name: 'Create Post' }));
    const title = dialog.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByLabelText('Slug').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('Title'));

    await user.type(title, 'Screen Test Winter Care');
    await user.type(dialog.getByLabelText('Tags'), 'care, winter');
    await user.click(dialog.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toMatch(/created/i));
    const saved = await getDocs(
      query(collection(firestore, 'blog_posts'), where('slug', '==', 'screen-test-winter-care')),
    );
    expect(saved.docs.map((d) => d.data())).toMatchObject([
      {
        title: 'Screen Test Winter Care',
        status: 'draft',
        tags: ['care', 'winter'],
        author_id: people.owner.uid,
      },
    ]);
  });
});
