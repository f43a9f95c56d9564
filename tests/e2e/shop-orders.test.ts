// Reserve for pickup (issue 16) in the browser: with online ordering on, a signed-in client adds
// products to her cart, sees the total with tax, reserves, and finds the order in her dashboard;
// two clients reserving the last item at the same moment: one gets it, the other is told it is
// sold out, and the stock goes down once. Staff mark the order ready and cancel it, which puts
// the stock back. With the setting off, the shop stays a catalogue. And a product's photo (moved
// here from catalog-editing.test.ts): the owner uploads it through real Storage and its rules,
// makeCardImages writes the card copies, and a client's open /shop shows one.
import { cardImageSources } from '@studio/domain';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeToasts, comeBackToTab, toastTexts, useBrowser, waitForToast } from './support/browser.ts';
import { openSection } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminDb, eventually, setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const ana = { email: 'ana@studio.test', password: 'demo-client-pass' };
const bea = { email: 'bea@studio.test', password: 'demo-client-pass' };
const LAST_ONE = 'e2e-last-bottle';
const productName = 'Last Bottle Top Coat';
// Several sign-ins and a callable per test on a loaded 2-core machine.
const SLOW = 420_000;

beforeEach(async () => {
  await adminDb().doc(`products/${LAST_ONE}`).set({
    name: productName,
    description: 'The very last one.',
    category: 'polish',
    price: 24,
    compare_at_price: null,
    stock_quantity: 1,
    image_url: null,
    featured: false,
    is_active: true,
    display_order: 0,
  });
  await setPublicSetting('ecommerce_functionality_enabled', true);
  await setPublicSetting('ecommerce_tax_mode', 'flat');
  await setPublicSetting('ecommerce_tax_rate', 8.25);
});

afterEach(async () => {
  await setPublicSetting('ecommerce_functionality_enabled', false);
  await setPublicSetting('ecommerce_tax_mode', 'none');
  await setPublicSetting('ecommerce_tax_rate', 0);
  await adminDb().doc(`products/${LAST_ONE}`).delete();
});

const stock = async () => (await adminDb().doc(`products/${LAST_ONE}`).get()).get('stock_quantity');
const card = (page: Page) => page.getByRole('article', { name: productName });

let anaShopPage: Page | undefined;

/** Ana's shop, one page for the file (her cart is empty after each reservation). */
async function anaShop(): Promise<Page> {
  anaShopPage ??= await signInAt((await newPage({ keep: true })).page, ana, '/shop');
  await card(anaShopPage).waitFor();
  return anaShopPage;
}

async function shopWithLastOneInCart(shop: Page): Promise<Page> {
  await card(shop)
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await shop
    .getByRole('region', { name: 'Your cart' })
    .getByRole('spinbutton', { name: `Quantity of ${productName}` })
    .waitFor();
  return shop;
}

let ownerPage: Page | undefined;

/** The owner's dashboard, one page for the file, opened on a section through the sidebar. */
async function ownerAt(section: 'Products' | 'Orders'): Promise<Page> {
  const path = `/dashboard/${section.toLowerCase()}`;
  if (!ownerPage) {
    ownerPage = await signInAt((await newPage({ keep: true })).page, demoOwner, path);
    return ownerPage;
  }
  await closeToasts(ownerPage);
  if (new URL(ownerPage.url()).pathname !== path) await openSection(ownerPage, section);
  return ownerPage;
}

async function beaShop(): Promise<Page> {
  return signInAt((await newPage()).page, bea, '/shop');
}

describe('a product with a photo', () => {
  it(
    'the owner creates a product with an uploaded PNG: served, copied for cards, shown on a client’s open /shop; then deleted',
    async () => {
      // A 1×1 PNG: enough for the upload path and the storage rules' image check.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const name = `E2E Polish ${Date.now()}`;
      const shop = await anaShop();
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
      const owned = page.getByRole('article', { name });
      const src = await owned.locator('img').getAttribute('src');
      expect((await page.request.get(String(src))).status()).toBe(200);
      // makeCardImages writes the card copies; once there, the shop's card shows one of them.
      const copy = cardImageSources(String(src))?.[0]?.url ?? '';
      expect(copy).toContain('product-images%2Fcards%2F');
      await expect
        .poll(async () => (await page.request.get(copy)).status(), { timeout: 60_000, interval: 500 })
        .toBe(200);
      // Ana's /shop (the file's first test: open since before the product existed) lists it live.
      await shop.getByRole('article', { name }).waitFor();
      // A card mounted before its copies were written shows the original (card-image.tsx); on her
      // next visit to /shop in the open app, the card shows a copy.
      await shop.getByRole('link', { name: /, home$/ }).click();
      await shop.waitForURL(webUrl('/'));
      await shop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
      await shop.waitForURL(webUrl('/shop'));
      const picture = shop.getByRole('article', { name }).locator('img');
      await picture.scrollIntoViewIfNeeded();
      await poll(() =>
        picture.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
        ),
      ).toContain('product-images%2Fcards%2F');
      await owned.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete product?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await waitForToast(page, 'success', 'Product deleted successfully');
      await owned.waitFor({ state: 'detached' });
      await shop.getByRole('article', { name }).waitFor({ state: 'detached' });
    },
    SLOW,
  );
});

describe('reserve for pickup', () => {
  it(
    'a signed-out visitor is asked to sign in; with ordering off the shop is a catalogue',
    async () => {
      const { page } = await newPage();
      await page.goto(webUrl('/shop'));
      await page.getByRole('link', { name: 'Sign in to reserve' }).waitFor();
      await setPublicSetting('ecommerce_functionality_enabled', false);
      // Her page read the settings once; it reads them again when she comes back to it.
      await comeBackToTab(page);
      await page.getByRole('link', { name: 'Sign in to reserve' }).waitFor({ state: 'detached' });
      const client = await anaShop();
      // Her page may have been open before the switch (the photo's test): a signed-in page follows it.
      await poll(() => client.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
      expect(await client.getByRole('region', { name: 'Your cart' }).count()).toBe(0);
    },
    SLOW,
  );

  it(
    'staff mark an order ready, then cancel it after confirming: the stock comes back',
    async () => {
      const page = await shopWithLastOneInCart(await anaShop());
      await page.getByRole('button', { name: 'Reserve for pickup' }).click();
      // The first call may load placeOrder in the Functions emulator: more than a toast's 20 s.
      await page
        .locator('.Toastify__toast--success', { hasText: 'Reserved for pickup' })
        .waitFor({ timeout: 150_000 });
      expect(await stock()).toBe(0);

      const staff = await ownerAt('Orders');
      const row = staff
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ hasText: productName })
        .first();
      await row.getByRole('button', { name: 'Ready for pickup' }).click();
      await row.getByRole('button', { name: 'Picked up' }).waitFor({ timeout: 150_000 });
      await row.getByText('Ready for pickup', { exact: true }).waitFor();
      await saveScreenshot(staff, 'dashboard-orders');
      await row.getByRole('button', { name: 'Cancel' }).click();
      await staff.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
      await staff
        .locator('.Toastify__toast--success', { hasText: 'Order cancelled' })
        .waitFor({ timeout: 150_000 });
      await row.getByText('Cancelled').waitFor();
      expect(await stock()).toBe(1);
    },
    SLOW,
  );

  it(
    'two clients reserve the last item at once: one order, stock down once, the other told it is sold out',
    async () => {
      // Signed in one after the other (a loaded machine); only the two orders race.
      const anaPage = await shopWithLastOneInCart(await anaShop());
      const beaPage = await shopWithLastOneInCart(await beaShop());
      const cart = anaPage.getByRole('region', { name: 'Your cart' });
      expect(await cart.getByRole('definition').allInnerTexts()).toEqual(['$24.00', '$1.98', '$25.98']);
      await saveScreenshot(anaPage, 'shop-cart');

      await Promise.all(
        [anaPage, beaPage].map((p) => p.getByRole('button', { name: 'Reserve for pickup' }).click()),
      );
      const outcome = async (p: Page) => {
        const ok = await toastTexts(p, 'success');
        const failed = await toastTexts(p, 'error');
        if (ok.some((t) => t.includes('Reserved for pickup'))) return 'reserved';
        if (failed.some((t) => t.includes(`${productName} is sold out.`))) return 'sold out';
        return null;
      };
      // Each answer is kept once seen: a toast closes after a few seconds, the other may come later.
      const seen: (string | null)[] = [null, null];
      const outcomes = await eventually(
        'both answers',
        async () => {
          seen[0] ??= await outcome(anaPage);
          seen[1] ??= await outcome(beaPage);
          return seen.every(Boolean) ? seen : null;
        },
        240_000,
      ).catch(async (error: unknown) => {
        await saveScreenshot(anaPage, 'shop-race-ana');
        await saveScreenshot(beaPage, 'shop-race-bea');
        throw new Error(`${(error as Error).message}; seen ${JSON.stringify(seen)}`);
      });
      expect([...outcomes].sort()).toEqual(['reserved', 'sold out']);
      expect(await stock()).toBe(0);
      const orders = await adminDb().collection('orders').get();
      const forLastOne = orders.docs.filter(
        (d) => d.get('lines')[0].product_id === LAST_ONE && d.get('status') === 'reserved',
      );
      expect(forLastOne).toHaveLength(1);
      expect(forLastOne[0]?.data()).toMatchObject({
        subtotal_cents: 2400,
        tax_cents: 198,
        total_cents: 2598,
      });

      // The winner finds it in her dashboard; the card now says out of stock for both.
      const winner = outcomes[0] === 'reserved' ? anaPage : beaPage;
      await card(winner).getByText('Out of stock').waitFor();
      // To her dashboard through the Account menu (the app stays loaded).
      const header = winner.locator('header');
      await header.getByRole('button', { name: 'Account' }).click();
      await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
      // Ana may also list the order the staff test cancelled: find the reserved one.
      const mine = winner.getByRole('list', { name: 'My orders' });
      await mine
        .getByRole('listitem')
        .filter({ hasText: `1 × ${productName}` })
        .filter({ hasText: 'Reserved' })
        .waitFor();
      await saveScreenshot(winner, 'client-dashboard-orders');
    },
    SLOW,
  );
});
