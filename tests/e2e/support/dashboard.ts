// Moving around the staff dashboard as staff do: through the sidebar (behind 'Sections' on a
// phone), so a test loads the app once and opens each screen client-side.
import type { Page } from 'playwright-core';
import { closeToasts } from './browser.ts';
import { poll } from './poll.ts';
import { webUrl } from './stack.ts';

/** The staff sidebar (desktop). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard', exact: true });

/** The open screen's own heading. */
export const screenHeading = (page: Page) => page.getByRole('main').locator('h1').first();

const headingText = async (page: Page) =>
  (await screenHeading(page).count()) ? await screenHeading(page).innerText() : null;

/**
 * Opens a section through its sidebar link (behind 'Sections' when the viewport is a phone's).
 * Every screen has its own heading: the section is on screen once the heading changed and its
 * first snapshots arrived (no "Loading").
 */
export async function openSection(page: Page, link: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const before = await headingText(page);
  if (phone) await page.getByRole('button', { name: 'Sections' }).click();
  const nav = phone ? page.getByRole('navigation', { name: 'Dashboard sections' }) : sidebar(page);
  const target = nav.getByRole('link', { name: link, exact: true });
  const path = await target.getAttribute('href');
  await target.click();
  await page.waitForURL(webUrl(path ?? ''));
  await poll(() => headingText(page)).not.toBe(before);
  await poll(() =>
    page
      .getByRole('main')
      .getByText(/^Loading/)
      .count(),
  ).toBe(0);
}

/** Signed in, opens her dashboard from the header's Account menu, as she would (no reload). */
export async function openMyDashboard(page: Page): Promise<void> {
  const header = page.locator('header');
  await header.getByRole('button', { name: 'Account' }).click();
  await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL(webUrl('/dashboard'));
}

/**
 * One staff page for a file's tests: `open` (a sign-in at the first screen) on first use; later
 * calls close the last test's toasts and open their section through the sidebar.
 */
export function keptDashboard(open: () => Promise<Page>): (section: string) => Promise<Page> {
  let page: Page | undefined;
  return async (section) => {
    if (!page) {
      page = await open();
      return page;
    }
    await closeToasts(page);
    await openSection(page, section);
    return page;
  };
}
