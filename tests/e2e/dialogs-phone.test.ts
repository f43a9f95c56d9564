// Dialogs on a phone (issue 16 item 6): at 360×780 every dialog keeps its Close button and its
// Cancel in view (the body scrolls under a fixed title bar and a held footer), and passes axe.
// Four representative ones: the New Booking form, the product form (long enough to scroll), the
// post form, a delete confirmation. Each is closed without saving.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { webUrl } from './support/stack.ts';

vi.setConfig({ testTimeout: 240_000 });

const { newPage } = useBrowser();

/** Whether the element's box lies wholly on the 360×780 screen, as it stands (nothing scrolled to it). */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
}

/** The dialog's scrolling body: taller content than room means the form really scrolls. */
const bodyOverflows = (dialog: Locator) =>
  dialog.evaluate((element) =>
    [...element.querySelectorAll('div')].some(
      (div) => getComputedStyle(div).overflowY === 'auto' && div.scrollHeight > div.clientHeight,
    ),
  );

async function checkDialog(page: Page, dialog: Locator, name: string, cancel: string) {
  await dialog.waitFor();
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).first();
  const cancelButton = dialog.getByRole('button', { name: cancel, exact: true });
  expect(await onScreen(close), `${name}: Close on screen`).toBe(true);
  expect(await onScreen(cancelButton), `${name}: ${cancel} on screen`).toBe(true);
  expect(await seriousAccessibilityViolations(page), `${name}: axe`).toEqual([]);
  await saveScreenshot(page, `dialog-${name}`, { firstScreen: true });
  await cancelButton.click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('dialogs at 360 px', () => {
  it('the long forms scroll under a fixed Close and a held Cancel', async () => {
    const { page } = await newPage({ viewport: PHONE });
    await signInAt(page, demoOwner, '/dashboard/bookings');

    const booking = page.getByRole('dialog', { name: 'New Booking' });
    // Before a client is chosen the form is one field, with Cancel already held in view.
    await page.getByRole('button', { name: 'New Booking' }).click();
    await checkDialog(page, booking, 'new-booking-client', 'Cancel');
    await page.getByRole('button', { name: 'New Booking' }).click();
    await booking.getByLabel('Client', { exact: true }).fill('ana@');
    await booking.getByRole('list', { name: 'Matching clients' }).getByRole('button').first().click();
    await booking.getByLabel('Service', { exact: true }).waitFor();
    expect(await bodyOverflows(booking)).toBe(true);
    await checkDialog(page, booking, 'new-booking', 'Cancel');

    await page.goto(webUrl('/dashboard/products'));
    await page.getByRole('button', { name: 'New Product' }).click();
    const product = page.getByRole('dialog', { name: 'Create New Product' });
    await product.getByLabel('Name').waitFor();
    expect(await bodyOverflows(product)).toBe(true);
    await checkDialog(page, product, 'product', 'Cancel');

    await page.goto(webUrl('/dashboard/blog'));
    await page.getByRole('button', { name: 'New Post' }).click();
    const post = page.getByRole('dialog', { name: 'Create New Post' });
    await post.getByLabel('Title').waitFor();
    await checkDialog(page, post, 'post', 'Cancel');
  });

  it('a confirmation shows whole, and Close closes it', async () => {
    const { page } = await newPage({ viewport: PHONE });
    await signInAt(page, demoOwner, '/dashboard/blog');
    const deletePost = page.getByRole('button', { name: /^Delete/ }).first();
    await deletePost.click();
    const confirm = page.getByRole('dialog', { name: 'Delete post?' });
    await checkDialog(page, confirm, 'confirm-delete', 'Cancel');

    await deletePost.click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Close', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
  });
});
