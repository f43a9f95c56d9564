// Catalog (spec §4, §8): the owner hides a service and a client's open home drops it live (a
// visitor's page reads once, and again when she comes back to it: toggles.test.ts); a
// product with an uploaded image (shown on /shop through its card copy) and a blog post
// (draft → published → /blog/{slug}) come and go. (An assistant whose services permission an owner
// switched off is a screen test now: web/src/app/routes/dashboard/__screens__/catalog.test.tsx.)
import { cardImageSources } from '@studio/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { keptDashboard } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { demoClient, demoOwner, signInAt } from './support/session.ts';
import { adminDb, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const serviceName = 'Classic Manicure';

async function serviceRef() {
  const found = await adminDb().collection('services').where('name', '==', serviceName).limit(1).get();
  const first = found.docs[0];
  if (!first) throw new Error(`demo service ${serviceName} not found`);
  return first.ref;
}

afterAll(async () => {
  await (await serviceRef()).update({ is_active: true });
});

let client: Page | undefined;

/** The owner's dashboard, one page for the file, opened on Services. */
const ownerAt = keptDashboard(async () =>
  signInAt((await newPage({ keep: true })).page, demoOwner, '/dashboard/services'),
);

/** A signed-in client's public pages, kept for the file: from the home page she follows links. */
async function clientAt(link: string | null): Promise<Page> {
  client ??= await signInAt((await newPage({ keep: true })).page, demoClient, '/');
  if (link) await client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  return client;
}

describe('services catalog', () => {
  it("the owner hides a service: a client's open home drops it without a reload", async () => {
    const home = await clientAt(null);
    const card = home.locator('#services').getByText(serviceName, { exact: true });
    await card.first().waitFor();
    const owner = await ownerAt('Services');
    const visible = owner.getByRole('switch', { name: `${serviceName} visible` });
    await poll(() => visible.getAttribute('aria-checked')).toBe('true');
    await visible.click();
    await poll(() => visible.getAttribute('aria-checked')).toBe('false');
    await card.first().waitFor({ state: 'detached' });
    const ref = await serviceRef();
    await poll(async () => (await ref.get()).data()?.is_active).toBe(false);
    await visible.click();
    await card.first().waitFor();
  });

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
    const shop = await clientAt('Shop');
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

  it('a blog post: created as a draft, published, shown on /blog/{slug}, deleted', async () => {
    const run = Date.now();
    const title = `E2E Post ${run}`;
    const page = await ownerAt('Blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content (HTML)').fill('<p>Hello <strong>world</strong></p>');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await waitForToast(page, 'success', 'Blog post created successfully');
    const row = page.locator('li', { hasText: title });
    await row.getByText('Not yet').waitFor();
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    expect(await edit.getByLabel('Slug').inputValue()).toBe(`e2e-post-${run}`);
    await edit.getByLabel('Status').selectOption('published');
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await waitForToast(page, 'success', 'Blog post updated successfully');
    await row.getByText('Not yet').waitFor({ state: 'detached' });
    // The client finds it on /blog and opens it.
    const reader = await clientAt('Blog');
    await reader.getByRole('main').getByRole('link', { name: title }).first().click();
    await reader.waitForURL(webUrl(`/blog/e2e-post-${run}`));
    await reader.getByRole('heading', { name: title }).waitFor();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'success', 'Blog post deleted successfully');
    await row.waitFor({ state: 'detached' });
  });
});
