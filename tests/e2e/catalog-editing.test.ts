// The catalogue and clients end to end, where real Storage, functions and Auth are crossed: a
// product with an uploaded image (the storage rules, makeCardImages' card copies, /shop's card;
// moved here from dashboard-catalog.test.ts), and a walk-in client added from Clients who then
// signs up with her e-mail: her history is hers only once she has verified the address. Editing
// the catalogue with the public home following live, hiding a service and the blog manager are
// screen tests now (docs/testing.md).
import { cardImageSources, messages } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { emailVerificationLink, studioActionPath } from './support/auth-emulator.ts';
import { useBrowser, waitForToast } from './support/browser.ts';
import { keptDashboard, openMyDashboard } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { demoClient, demoOwner, signInAt } from './support/session.ts';
import { adminDb, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const run = Date.now();
// Each test is a whole story through several screens: room for a loaded 2-core machine.
const story = 300_000;

/** The owner's dashboard, one page for the file, opened on Products (the first test's screen). */
const ownerAt = keptDashboard(async () =>
  signInAt((await newPage({ keep: true })).page, demoOwner, '/dashboard/products'),
);

async function byName(collectionName: string, name: string) {
  const found = await adminDb().collection(collectionName).where('name', '==', name).limit(1).get();
  return found.docs[0];
}

describe('a product with an image', () => {
  it('the owner creates a product with an uploaded PNG, the image is served, then deletes it', async () => {
    // A 1×1 PNG: enough for the upload path and the storage rules' image check.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const name = `E2E Polish ${Date.now()}`;
    const page = await ownerAt('Products');
    await page.getByRole('button', { name: 'New Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price ($)', { exact: true }).fill('9.99');
    await dialog.getByLabel('Stock quantity').fill('5');
    await dialog
      .getByLabel('Upload product image from a file')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
    await poll(() => dialog.locator('input[type=url]').inputValue()).toContain('product-images');
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await waitForToast(page, 'success', 'Product created successfully');
    const card = page.getByRole('article', { name });
    const src = await card.locator('img').getAttribute('src');
    expect((await page.request.get(String(src))).status()).toBe(200);
    // makeCardImages writes the card copies; once there, the shop's card shows one of them.
    const copy = cardImageSources(String(src))?.[0]?.url ?? '';
    expect(copy).toContain('product-images%2Fcards%2F');
    await expect
      .poll(async () => (await page.request.get(copy)).status(), { timeout: 60_000, interval: 500 })
      .toBe(200);
    // A signed-in client's /shop, reached through the header's link.
    const shop = await signInAt((await newPage()).page, demoClient, '/');
    await shop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await shop.waitForURL(webUrl('/shop'));
    const picture = shop.getByRole('article', { name }).locator('img');
    await picture.scrollIntoViewIfNeeded();
    await poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
      ),
    ).toContain('product-images%2Fcards%2F');
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete product?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await waitForToast(page, 'success', 'Product deleted successfully');
    await card.waitFor({ state: 'detached' });
  });
});

describe('a walk-in client', () => {
  it(
    'is added from Clients, then signs up with her e-mail and sees her own booking',
    async () => {
      const email = `walk-in-${run}@studio.test`;
      const page = await ownerAt('Clients');
      await page.getByRole('button', { name: 'Add Client' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Client' });
      await dialog.getByLabel('Full name').fill('Wanda Walk-In');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Add Client' }).click();
      // The first call of a function starts its worker: slow on a loaded machine.
      await page
        .locator('.Toastify__toast--success', { hasText: 'Client added successfully' })
        .first()
        .waitFor({ timeout: 90_000 });
      await page.getByRole('heading', { name: 'Wanda Walk-In' }).waitFor();
      const walkInId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      // Send Message without a handle offers her e-mail.
      expect(await page.getByRole('link', { name: 'Send Message (E-mail)' }).getAttribute('href')).toBe(
        `mailto:${email}`,
      );

      // The same e-mail again is refused with a link to her record (back to Clients through history).
      await page.goBack();
      await page.waitForURL(webUrl('/dashboard/clients'));
      await page.getByRole('button', { name: 'Add Client' }).click();
      await dialog.getByLabel('Full name').fill('Wanda Again');
      await dialog.getByLabel('E-mail').fill(email.toUpperCase());
      await dialog.getByRole('button', { name: 'Add Client' }).click();
      await waitForToast(page, 'error', 'Failed to add client: A client with this e-mail already exists');
      expect(await dialog.getByRole('link', { name: 'open her record' }).getAttribute('href')).toBe(
        `/dashboard/clients/${walkInId}`,
      );

      const service = await byName('services', 'Classic Manicure');
      await adminDb()
        .collection('bookings')
        .add({
          client_id: walkInId,
          service_id: service?.id,
          scheduled_at: new Date(Date.UTC(2026, 0, 15, 15)),
          total_price: 35,
          status: 'completed',
        });

      const { page: her } = await newPage();
      await her.goto(webUrl('/auth'));
      await her.getByRole('tab', { name: 'Sign Up' }).click();
      const signUp = her.getByRole('form', { name: 'Sign Up' });
      await signUp.getByLabel('Full Name').fill('Wanda Walk-In');
      await signUp.getByLabel('Email', { exact: true }).fill(email);
      await signUp.getByLabel('Password', { exact: true }).fill('walk-in-pass');
      await signUp.getByLabel('Confirm Password').fill('walk-in-pass');
      await her.getByRole('button', { name: 'Create Account' }).click();
      await waitForToast(her, 'success', 'Account created successfully!');

      // Not verified yet: anyone may type any address, so the walk-in's history is not shown.
      await openMyDashboard(her);
      await her.getByText(messages.empty.clientBookings).waitFor();
      expect((await adminDb().doc(`profiles/${walkInId}`).get()).get('walk_in')).toBe(true);

      // She opens the link the sign-up e-mailed her: the record joins her account. A ceiling, not a
      // measure: the joining function may be cold in the Functions emulator, as in shop-orders
      // (60 s were not enough in a clean-clone CI at a load of 14).
      await her.goto(webUrl(studioActionPath(await emailVerificationLink(email))));
      // The page's words are compared, not waited for, so that a failure says what it showed.
      await her
        .getByRole('heading', { name: /^(All set|This link did not work)$/ })
        .waitFor({ timeout: 150_000 });
      expect(await her.locator('p[role="status"], p[role="alert"]').innerText()).toBe(
        'Your email address is verified. Your visits with us are in your account now.',
      );
      await openMyDashboard(her);
      await her.getByText('Classic Manicure').first().waitFor();
      expect((await adminDb().doc(`profiles/${walkInId}`).get()).exists).toBe(false);
    },
    story,
  );
});
