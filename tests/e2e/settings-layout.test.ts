// Issue 16 item 6 in a browser: the footer's hours follow the weekly availability live on a
// signed-in client's page (a visitor's reads once, and again when she comes back to the tab:
// toggles.test.ts) and name the studio's zone for a visitor elsewhere; at 360 px every Settings
// and Booking Interests tab shows whole at 360 and 1280 px (axe checks these screens with every
// other route: overflow-360.test.ts).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser.ts';
import { openSection } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoClient, demoOwner, signInAt } from './support/session.ts';
import { adminDb, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const story = 180_000;
let restoreSaturday: (() => Promise<unknown>) | null = null;

afterAll(async () => {
  await restoreSaturday?.();
});

function hoursList(page: Page) {
  return page.getByRole('contentinfo').getByRole('list').filter({ hasText: 'Sunday' });
}

describe('the footer’s opening hours', () => {
  it(
    "come from the weekly availability and follow a change without a reload on a client's page",
    async () => {
      const page = await signInAt((await newPage()).page, demoClient, '/');
      await poll(() => hoursList(page).innerText()).toContain('Saturday: 10AM-6PM');
      const saturday = (await adminDb().collection('availability_blocks').where('day_of_week', '==', 6).get())
        .docs[0];
      expect(saturday).toBeDefined();
      const before = saturday?.data() ?? {};
      restoreSaturday = () => adminDb().doc(`availability_blocks/${saturday?.id}`).set(before);
      await saturday?.ref.update({ end_time: '16:30' });
      await poll(() => hoursList(page).innerText()).toContain('Saturday: 10AM-4:30PM');
      // The studio's clock: no zone named for a visitor in the studio's zone.
      expect(await page.getByRole('contentinfo').getByRole('heading', { name: 'Hours' }).innerText()).toBe(
        'Hours',
      );
    },
    story,
  );

  it('name the studio’s zone for a visitor whose clock differs', async () => {
    const { page } = await newPage({ timeZone: 'Europe/Lisbon' });
    await page.goto(webUrl('/'));
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    await page
      .getByRole('contentinfo')
      .getByRole('heading', { name: `Hours (${zone})` })
      .waitFor();
  });
});

describe('layout at 360 and 1280 px', () => {
  it(
    'every tab label of Settings and Booking Interests shows whole on a phone and a desktop',
    async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await newPage({ viewport });
        // Settings opens with the app; the other screens through the sidebar, as staff go.
        await signInAt(page, demoOwner, '/dashboard/settings');
        for (const [link, name, tabs] of [
          [null, 'settings', 'Settings'],
          ['Booking Interests', 'booking-interests', 'Interest status'],
          ['Overview', 'overview', null],
        ] as const) {
          if (link) await openSection(page, link);
          await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
          if (tabs) {
            const list = page.getByRole('tablist').first();
            await list.waitFor();
            // Each tab lies inside the viewport and shows its whole label.
            const cut = await list.evaluate((el) =>
              [...el.querySelectorAll('[role="tab"]')]
                .filter((tab) => {
                  const box = tab.getBoundingClientRect();
                  return box.left < 0 || box.right > window.innerWidth || tab.scrollWidth > tab.clientWidth;
                })
                .map((tab) => tab.textContent),
            );
            expect(cut, `${name} at ${viewport.width}`).toEqual([]);
          }
          await saveScreenshot(page, `issue16-${name}`);
        }
      }
    },
    story,
  );
});
