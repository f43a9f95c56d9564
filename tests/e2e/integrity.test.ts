// Issue 17, item 1: one odd document never takes a staff screen down. The admin SDK (no rules)
// stores what a hostile client once could: a profile whose preferences are null, an interest for
// 31 February, and a booking no schema knows. Each list still shows everything else, with a notice
// naming the odd document, which the owner opens and repairs, or deletes.

import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminDb } from './support/stack.ts';

const { newPage } = useBrowser();
const tag = randomUUID().slice(0, 8);
const badProfileId = `odd-profile-${tag}`;
const badInterestId = `odd-interest-${tag}`;
const badBookingId = `odd-booking-${tag}`;

afterAll(async () => {
  await adminDb().doc(`profiles/${badProfileId}`).delete();
  await adminDb().doc(`booking_interests/${badInterestId}`).delete();
  await adminDb().doc(`bookings/${badBookingId}`).delete();
});

/** The notice names the document, the list still has rows, and the owner deletes it. */
async function deleteFromNotice(page: Page, path: string, toast: string) {
  await notice(page).waitFor();
  expect(await notice(page).innerText()).toContain(path);
  await page.locator('tbody tr').first().waitFor();
  await notice(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await waitForToast(page, 'success', toast);
  await notice(page).waitFor({ state: 'detached' });
  expect((await adminDb().doc(path).get()).exists).toBe(false);
}

async function ownerPage(path: string): Promise<Page> {
  return signInAt((await newPage()).page, demoOwner, path);
}

const notice = (page: Page) => page.getByRole('region', { name: 'Records that could not be shown' });

describe('staff screens with an odd document', () => {
  it('Clients lists every other client, names the odd profile, which opens and is repaired', async () => {
    await adminDb()
      .doc(`profiles/${badProfileId}`)
      .set({
        full_name: 'Odd Preferences',
        email: `${badProfileId}@example.com`,
        phone: null,
        preferences: null,
        created_at: FieldValue.serverTimestamp(),
      });
    const page = await ownerPage('/dashboard/clients');
    await notice(page).waitFor();
    expect(await notice(page).innerText()).toContain(`profiles/${badProfileId}`);
    await page.locator('tbody tr', { hasText: 'Ana' }).waitFor();
    expect(await page.getByText('Clients could not be loaded.').count()).toBe(0);
    await saveScreenshot(page, 'integrity-clients-notice');

    await notice(page).getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(new RegExp(`/dashboard/clients/${badProfileId}$`));
    await notice(page).waitFor();
    await page.getByRole('button', { name: 'Reset preferences to the default' }).click();
    await waitForToast(page, 'success', 'Profile repaired');
    await page.getByRole('heading', { name: 'Odd Preferences' }).waitFor();
    expect((await adminDb().doc(`profiles/${badProfileId}`).get()).get('preferences')).toEqual({
      nailShape: null,
      nailLength: null,
      style: null,
      communicationPreference: null,
    });
  });

  it('Booking Interests lists the others beside an interest for 31 February, which the owner deletes', async () => {
    await adminDb().doc(`booking_interests/${badInterestId}`).set({
      client_id: 'client-who-wrote-it',
      category: 'manicure',
      preferred_date: '2030-02-31',
      preferred_time: '10:00',
      status: 'new',
      contacted_at: null,
      created_at: FieldValue.serverTimestamp(),
    });
    const page = await ownerPage('/dashboard/booking-interests');
    await notice(page).waitFor();
    expect(await page.getByText('Booking interests could not be loaded').count()).toBe(0);
    await saveScreenshot(page, 'integrity-interests-notice');
    await deleteFromNotice(page, `booking_interests/${badInterestId}`, 'Interest deleted');
  });

  it('Bookings Management lists the others beside a booking no schema knows, which the owner deletes', async () => {
    await adminDb().doc(`bookings/${badBookingId}`).set({
      client_id: 'client-who-wrote-it',
      service_id: 'no-such-service',
      status: 'maybe',
      scheduled_at: FieldValue.serverTimestamp(),
    });
    const page = await ownerPage('/dashboard/bookings');
    await notice(page).waitFor();
    expect(await page.getByText('Bookings could not be loaded').count()).toBe(0);
    await deleteFromNotice(page, `bookings/${badBookingId}`, 'Booking deleted');
  });
});
