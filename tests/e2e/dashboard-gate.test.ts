// The dashboard gate (spec §2): signed out goes to /auth, a client gets 'My Dashboard' without the
// staff sidebar, the owner gets the staff sections and Staff (Overview active on exact match only) and the
// account menu. Each screen is checked with axe-core and photographed at 360 and 1280 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { openSection, screenHeading, sidebar } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const violations = (page: Page) => seriousAccessibilityViolations(page);

const staffSections = [
  'Overview',
  'Clients',
  'Bookings',
  'Calendar',
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
    expect(await violations(page)).toEqual([]);
    await saveScreenshot(page, 'dashboard-client');
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

// Each staff screen with the sidebar link that leads to it.
const staffScreens: [string, string][] = [
  ['overview', 'Overview'],
  ['clients', 'Clients'],
  ['bookings', 'Bookings'],
  ['calendar', 'Calendar'],
  ['booking-interests', 'Booking Interests'],
  ['availability', 'Availability'],
  ['services', 'Services'],
  ['products', 'Products'],
  ['blog', 'Blog'],
  ['settings', 'Settings'],
];

describe('staff screens: accessibility and screenshots', () => {
  for (const viewport of [PHONE, undefined]) {
    const width = viewport?.width ?? 1280;
    it(`every staff screen at ${width} px: no serious axe violations`, async () => {
      const { page } = await newPage({ viewport });
      // Settings first, so that Overview (the landing screen) is opened through its link too.
      await signInAt(page, demoOwner, '/dashboard/settings');
      await screenHeading(page).waitFor();
      const found: string[] = [];
      for (const [name, link] of staffScreens) {
        await openSection(page, link);
        await saveScreenshot(page, `dashboard-${name}`);
        if (width === 1280) {
          for (const v of await violations(page)) found.push(`${name}: ${v}`);
        }
      }
      expect(found).toEqual([]);
      // Ten screens, each waiting for its first snapshot: minutes on a loaded 2-core machine.
    }, 300_000);
  }
});
