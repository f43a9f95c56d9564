// Issue 17, item 1: one odd document never takes a staff screen down. The admin SDK (no rules)
// stores what a hostile client once could: a profile whose preferences are null. The Clients list
// still shows everyone else, with a notice naming the odd profile, which opens and is repaired.

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

afterAll(async () => {
  await adminDb().doc(`profiles/${badProfileId}`).delete();
});

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
});
