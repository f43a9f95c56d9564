// Staff live flows (spec §4): a client's booking interest reaches the open inbox without a reload
// and 'Mark Contacted' moves it and the new-count badge. The clients screens (search, notes,
// profile edit) are screen tests now: web/src/app/routes/dashboard/__screens__/clients.test.tsx.

import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
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
