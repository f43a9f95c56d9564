// Staff live flows (spec §4): a client's booking interest reaches the open inbox without a reload
// and 'Mark Contacted' moves it and the new-count badge; clients search; client notes (add, pin
// first, delete with confirm); profile edit refused with a toast, then saved.

import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb } from './support/stack.ts';

const { newPage } = useBrowser();
const createdInterests: string[] = [];

afterAll(async () => {
  await Promise.all(createdInterests.map((id) => adminDb().doc(`booking_interests/${id}`).delete()));
});

async function ownerPage(path: string): Promise<Page> {
  return signInAt((await newPage()).page, demoOwner, path);
}

const newCount = async (page: Page) => {
  const label = await page.locator('[aria-label$=" new"]').first().getAttribute('aria-label');
  return Number(label?.split(' ')[0]);
};

describe('booking interests inbox, live', () => {
  it("a client's new interest appears without a reload; Mark Contacted moves it and the badge", async () => {
    const page = await ownerPage('/dashboard/booking-interests');
    await page.getByRole('heading', { name: 'Booking Interests' }).waitFor();
    await page.locator('[aria-label$=" new"]').first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { e2eMark: boolean }).e2eMark = true;
    });
    const before = await newCount(page);

    const ana = await adminAuth().getUserByEmail('ana@studio.test');
    const ref = await adminDb().collection('booking_interests').add({
      client_id: ana.uid,
      category: 'pedicure',
      preferred_date: '2026-12-21',
      preferred_time: '15:00',
      client_notes: null,
      instagram_handle: 'e2e.live.interest',
      status: 'new',
      contacted_at: null,
      created_at: FieldValue.serverTimestamp(),
      client_name: 'Ana Lima',
      client_email: 'ana@studio.test',
      client_phone: null,
    });
    createdInterests.push(ref.id);

    const row = page.locator('tbody tr', { hasText: 'e2e.live.interest' });
    await row.waitFor();
    await poll(() => newCount(page)).toBe(before + 1);
    await row.getByRole('button', { name: /^Mark Contacted/ }).click();
    await waitForToast(page, 'success', 'Interest updated');
    await poll(() => newCount(page)).toBe(before);
    await poll(async () => (await ref.get()).data()?.status).toBe('contacted');
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark)).toBe(true);
  });
});

describe('clients', () => {
  it('search filters the list; a note is added, pinned first and deleted with a confirm', async () => {
    const page = await ownerPage('/dashboard/clients');
    const search = page.getByPlaceholder('Search clients...');
    await page.locator('tbody tr', { hasText: 'Ana' }).waitFor();
    await search.fill('bea');
    await poll(() => page.locator('tbody tr').allInnerTexts()).toHaveLength(1);
    expect(await page.locator('tbody tr').innerText()).toMatch(/Bea/);
    await search.fill('');
    await page.locator('tbody tr', { hasText: 'Ana' }).locator('td').nth(2).click();
    await page.waitForURL(/\/dashboard\/clients\/.+/);
    await page.getByRole('heading', { name: 'Ana Lima' }).waitFor();

    await page.getByRole('tab', { name: 'Notes' }).click();
    const text = `E2E note ${Date.now()}`;
    await page.getByLabel('New note').fill(text);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await waitForToast(page, 'success', 'Note added successfully');
    const notes = page.locator('[role=tabpanel] li');
    const mine = notes.filter({ hasText: text });
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Pin' }).click();
    await waitForToast(page, 'success', 'Note updated successfully');
    await poll(async () => (await notes.first().innerText()).includes(text)).toBe(true);
    await mine.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'success', 'Note deleted successfully');
    await mine.waitFor({ state: 'detached' });
  });

  it('profile edit: a bad phone is refused with a toast, a valid one is saved', async () => {
    const ana = await adminAuth().getUserByEmail('ana@studio.test');
    const profile = adminDb().doc(`profiles/${ana.uid}`);
    const original = (await profile.get()).data();
    onTestFinished(async () => {
      if (original) await profile.set(original);
    });
    const page = await ownerPage('/dashboard/clients');
    await page.locator('tbody tr', { hasText: 'Ana' }).locator('td').nth(2).click();
    await page.getByRole('heading', { name: 'Ana Lima' }).waitFor();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByLabel('Phone').fill('not a phone');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.locator('.Toastify__toast--error').first().waitFor();
    await page.getByLabel('Phone').fill('+1 555 010 0001');
    await page.getByLabel('Instagram handle').fill('@ana.e2e');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await waitForToast(page, 'success', 'Profile updated successfully');
    await poll(async () => JSON.stringify((await profile.get()).data() ?? {})).toMatch(/ana\.e2e/);
  });
});
