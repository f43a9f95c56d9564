// Issue 16 in a browser: forms refuse nonsense in plain words beside the field with one toast
// (an empty business name, a negative product price, a decimal number of hours), a Decline can
// be undone from its toast and comes back exactly as it was, Disconnect and removals ask or undo,
// and the owner downloads the data export.
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { toastTexts, useBrowser, waitForToast } from './support/browser.ts';
import { businessInfo } from './support/demo.ts';
import { poll } from './support/poll.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb, setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const createdInterests: string[] = [];

afterAll(async () => {
  await setPublicSetting('business_info', businessInfo);
  await Promise.all(createdInterests.map((id) => adminDb().doc(`booking_interests/${id}`).delete()));
});

async function ownerPage(path: string): Promise<Page> {
  return signInAt((await newPage()).page, demoOwner, path);
}

describe('forms refuse nonsense in plain words', () => {
  it('an empty business name is refused beside the field, and nothing is saved', async () => {
    const page = await ownerPage('/dashboard/settings');
    const name = page.getByLabel('Business name');
    await poll(() => name.inputValue()).toBe(businessInfo.name);
    await name.fill('   ');
    await name.blur();
    await waitForToast(page, 'error', 'Business name: enter the business name');
    await page
      .getByRole('tabpanel', { name: 'General' })
      .getByRole('alert')
      .filter({ hasText: 'Business name: enter the business name' })
      .waitFor();
    const stored = await adminDb().doc('settings_public/business_info').get();
    expect(stored.get('value.name')).toBe(businessInfo.name);
    await page.goto(webUrl('/'));
    await page.getByRole('banner').getByText(businessInfo.name).first().waitFor();
  });

  it('a decimal number of hours is refused, not truncated', async () => {
    const page = await ownerPage('/dashboard/settings');
    await page.getByRole('tab', { name: 'Bookings' }).click();
    const lead = page.getByLabel('Booking lead time (hours)');
    const before = await lead.inputValue();
    await lead.fill('12.7');
    await lead.blur();
    await waitForToast(page, 'error', 'Enter a whole number');
    await poll(() => lead.inputValue()).toBe(before);
  });

  it('a negative price is refused beside the field with one toast; nothing is created', async () => {
    const page = await ownerPage('/dashboard/products');
    await page.getByRole('button', { name: 'New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await dialog.getByLabel('Name').fill('E2E Refused Polish');
    await dialog.getByLabel('Price ($)', { exact: true }).fill('-3');
    await dialog.getByLabel('Stock quantity').fill('2.5');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await dialog.getByText('Enter more than 0').waitFor();
    await dialog.getByText('Enter a whole number').waitFor();
    await waitForToast(page, 'error', 'Price: Enter more than 0 (and 1 more field to check)');
    expect(await toastTexts(page, 'error')).toHaveLength(1);
    const created = await adminDb().collection('products').where('name', '==', 'E2E Refused Polish').get();
    expect(created.size).toBe(0);
    // The close button is always there, even on a phone.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('undo and confirm', () => {
  it('Decline offers Undo, which puts the interest back in discussing exactly as it was', async () => {
    const ana = await adminAuth().getUserByEmail('ana@studio.test');
    const ref = await adminDb().collection('booking_interests').add({
      client_id: ana.uid,
      category: 'manicure',
      preferred_date: '2026-12-22',
      preferred_time: '11:00',
      client_notes: null,
      instagram_handle: 'e2e.undo.decline',
      status: 'discussing',
      contacted_at: FieldValue.serverTimestamp(),
      created_at: FieldValue.serverTimestamp(),
      client_name: 'Ana Lima',
      client_email: 'ana@studio.test',
      client_phone: null,
    });
    createdInterests.push(ref.id);
    // The name-copy function fills in her phone; 'before' is the interest once it has.
    await poll(async () => (await ref.get()).get('client_phone')).not.toBeNull();
    const before = (await ref.get()).data();

    const page = await ownerPage('/dashboard/booking-interests');
    const row = page.locator('tbody tr', { hasText: 'e2e.undo.decline' });
    await row.getByRole('button', { name: /^Decline/ }).click();
    await poll(async () => (await ref.get()).get('status')).toBe('declined');
    const toast = page.locator('.Toastify__toast--success', { hasText: 'Interest updated' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await waitForToast(page, 'success', 'restored as it was');
    await poll(async () => (await ref.get()).get('status')).toBe('discussing');
    expect((await ref.get()).data()).toEqual(before);
    await row.getByRole('button', { name: /^Decline/ }).waitFor();
  });
});

describe('data export', () => {
  it('the owner downloads the clients as CSV, with the demo clients in it', async () => {
    const page = await ownerPage('/dashboard/settings');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    const card = page.getByRole('region', { name: 'Export data' });
    await card.getByRole('button', { name: 'Prepare export' }).click();
    await waitForToast(page, 'success', 'Export ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Clients (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toMatch(/^id,full_name,email,/);
    expect(rows.some((row) => row.includes('ana@studio.test'))).toBe(true);
    const profiles = await adminDb().collection('profiles').count().get();
    expect(rows).toHaveLength(profiles.data().count);
  });
});
