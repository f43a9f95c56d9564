// Issue 16 in a browser: forms refuse nonsense in plain words beside the field with one toast
// (an empty business name), and the owner downloads the data export. The negative product price,
// the decimal number of hours and a Decline's Undo are screen tests now
// (web/src/app/routes/dashboard/__screens__/, see docs/testing.md).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeToasts, useBrowser, waitForToast } from './support/browser.ts';
import { openSection, screenHeading } from './support/dashboard.ts';
import { businessInfo } from './support/demo.ts';
import { poll } from './support/poll.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminDb, setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

afterAll(async () => {
  await setPublicSetting('business_info', businessInfo);
});

let owner: Page | undefined;
let ownerSection = 'Settings';

/**
 * The owner's dashboard, one page for the file (no test needs a fresh one): it opens on Settings,
 * later tests go to their screen through the sidebar; the last test's toasts are closed first.
 */
async function ownerAt(section: string): Promise<Page> {
  if (!owner) {
    owner = await signInAt((await newPage({ keep: true })).page, demoOwner, '/dashboard/settings');
    await screenHeading(owner).waitFor();
  }
  await closeToasts(owner);
  if (section !== ownerSection) await openSection(owner, section);
  ownerSection = section;
  return owner;
}

describe('forms refuse nonsense in plain words', () => {
  it('an empty business name is refused beside the field, and nothing is saved', async () => {
    const page = await ownerAt('Settings');
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
    // The site still shows the stored name; back to the dashboard through history.
    await page.getByRole('link', { name: `${businessInfo.name}, home` }).click();
    await page.waitForURL(webUrl('/'));
    await page.getByRole('banner').getByText(businessInfo.name).first().waitFor();
    await page.goBack();
    await screenHeading(page).waitFor();
  });
});

describe('data export', () => {
  it('the owner downloads the clients as CSV, with the demo clients in it', async () => {
    const page = await ownerAt('Settings');
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
    // Every client's profile, and no staff account's (issue 29).
    expect(rows.some((row) => row.includes(demoOwner.email))).toBe(false);
    const profiles = await adminDb().collection('profiles').count().get();
    const staff = await adminDb().collection('user_roles').where('role', 'in', ['owner', 'assistant']).get();
    const staffProfiles = await Promise.all(staff.docs.map((d) => adminDb().doc(`profiles/${d.id}`).get()));
    expect(rows).toHaveLength(profiles.data().count - staffProfiles.filter((p) => p.exists).length);
  });
});
