// The dashboard gate (spec §2): signed out goes to /auth, a client gets 'My Dashboard' without the
// staff sidebar, the owner gets the staff sections and Staff (Overview active on exact match only) and the
// account menu. Every staff screen is checked with axe-core and photographed at 360 and 1280 px
// with every other route, in overflow-360.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { sidebar } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const staffSections = [
  'My day',
  'Overview',
  'Clients',
  'Bookings',
  'Calendar',
  'Today',
  'Reports',
  'Booking Interests',
  'Messages',
  'Availability',
  'Services',
  'Products',
  'Orders',
  'Blog',
  'Settings',
];

const activeSections = (page: Page) => sidebar(page).locator('a[aria-current="page"]').allInnerTexts();

describe('dashboard gate', () => {
  it('signed out: /dashboard/clients goes to /auth', async () => {
    const { page } = await newPage();
    await page.goto(webUrl('/dashboard/clients'));
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it("a client sees 'My Dashboard' with her loyalty and appointments, no sidebar", async () => {
    const { page } = await newPage();
    await signInAt(page, { email: 'ana@studio.test', password: 'demo-client-pass' }, '/dashboard');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Total Visits').waitFor();
    await poll(() => main.innerText()).toMatch(/\w+ tier/);
    await poll(() => main.innerText()).toMatch(/Lifetime bookings/);
    expect(await sidebar(page).count()).toBe(0);
  });

  it('the owner sees the staff sections and Staff; Overview is active on exact match only', async () => {
    const { page } = await newPage();
    await signInAt(page, demoOwner, '/dashboard');
    // Staff (roles) is the owner's alone.
    await poll(async () =>
      (await sidebar(page).getByRole('link').allInnerTexts()).map((t) => t.trim()),
    ).toEqual([...staffSections, 'Staff']);
    await poll(() => activeSections(page)).toEqual(['Overview']);
    await sidebar(page).getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL(webUrl('/dashboard/clients'));
    await poll(() => activeSections(page)).toEqual(['Clients']);
  });

  it("the account menu: 'My Account', View Store, Account settings, Two-step verification, and Sign Out back to '/'", async () => {
    const { page } = await newPage();
    await signInAt(page, demoOwner, '/dashboard/bookings');
    const trigger = page.getByRole('button', { name: 'owner@studio.test', exact: true });
    await trigger.click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    expect(await menu.locator('a, button').allInnerTexts()).toEqual([
      'View Store',
      'Account settings',
      'Two-step verification',
      'Sign Out',
    ]);
    await page.getByRole('link', { name: 'Two-step verification' }).click();
    await page.waitForURL(webUrl('/dashboard/security'));
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await trigger.click();
    await page.getByRole('link', { name: 'View Store' }).click();
    await page.waitForURL(webUrl('/'));
    // Back to the dashboard through the browser's history (the app stays loaded).
    await page.goBack();
    await page.waitForURL(webUrl('/dashboard/security'));
    await trigger.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(webUrl('/'));
    await page.goto(webUrl('/dashboard'));
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
