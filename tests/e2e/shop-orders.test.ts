// Reserve for pickup (issue 16) in the browser: with online ordering on, a signed-in client adds
// products to her cart, sees the total with tax, reserves, and finds the order in her dashboard;
// two clients reserving the last item at the same moment: one gets it, the other is told it is
// sold out, and the stock goes down once. Staff mark the order ready and cancel it, which puts
// the stock back. With the setting off, the shop stays a catalogue.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comeBackToTab, toastTexts, useBrowser } from './support/browser.ts';
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

async function beaShop(): Promise<Page> {
  return signInAt((await newPage()).page, bea, '/shop');
}

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
      expect(await client.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
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

      const { page: staff } = await newPage();
      await signInAt(staff, demoOwner, '/dashboard/orders');
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
