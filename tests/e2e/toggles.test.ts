// Live settings (spec §2, issue 9): a staff member switches the shop or the blog off while
// visitors have pages open; navigation and home sections go at once, /shop and /blog send the
// visitor home, and switching back on brings everything back, all without a reload.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { businessInfo, publishedPosts } from './support/demo.ts';
import { setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

afterEach(async () => {
  await setPublicSetting('products_section_enabled', true);
  await setPublicSetting('blog_section_enabled', true);
  await setPublicSetting('business_info', businessInfo);
});

async function openHome(): Promise<Page> {
  const { page } = await newPage();
  await page.goto(webUrl('/'));
  await page.locator('#shop article').first().waitFor();
  await page.locator('#blog article').first().waitFor();
  return page;
}

async function openAt(path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const { page } = await newPage();
  await page.goto(webUrl(path));
  await ready(page);
  return page;
}

const headerNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
const quickLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('link').allInnerTexts();

/** Marks the document so that a reload (which would lose the mark) cannot pass for a live update. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark: boolean }).e2eMark = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);

describe('feature toggles, live', () => {
  it('shop off: the Shop links and the shop teaser go, an open /shop goes home; on again: back', async () => {
    const home = await openHome();
    const shop = await openAt('/shop', (p) => p.locator('main article').first().waitFor());
    await markDocument(home);
    await markDocument(shop);

    await setPublicSetting('products_section_enabled', false);
    await home.locator('#shop').waitFor({ state: 'detached' });
    expect(await headerNav(home)).toEqual(['Services', 'Blog']);
    expect(await quickLinks(home)).toEqual(['Services', 'Book Appointment', 'Blog']);
    await shop.waitForURL(webUrl('/'));
    expect(await stillSameDocument(home)).toBe(true);
    expect(await stillSameDocument(shop)).toBe(true);

    // A fresh visit to /shop goes home too.
    const later = await openAt('/shop', (p) => p.waitForURL(webUrl('/')));
    expect(await headerNav(later)).toEqual(['Services', 'Blog']);

    await setPublicSetting('products_section_enabled', true);
    await home.locator('#shop article').first().waitFor();
    expect(await headerNav(home)).toEqual(['Services', 'Shop', 'Blog']);
  });

  it('blog off: the Blog links and the blog teaser go, open /blog and /blog/{slug} go home', async () => {
    const slug = publishedPosts[0]?.data.slug;
    const home = await openHome();
    const blog = await openAt('/blog', (p) => p.locator('main article').first().waitFor());
    const post = await openAt(`/blog/${slug}`, (p) => p.locator('main article h1').waitFor());

    await setPublicSetting('blog_section_enabled', false);
    await home.locator('#blog').waitFor({ state: 'detached' });
    expect(await headerNav(home)).toEqual(['Services', 'Shop']);
    expect(await quickLinks(home)).toEqual(['Services', 'Book Appointment', 'Shop']);
    await blog.waitForURL(webUrl('/'));
    await post.waitForURL(webUrl('/'));
    await openAt(`/blog/${slug}`, (p) => p.waitForURL(webUrl('/')));

    await setPublicSetting('blog_section_enabled', true);
    await home.locator('#blog article').first().waitFor();
    expect(await headerNav(home)).toEqual(['Services', 'Shop', 'Blog']);
  });

  it("the studio's name, phone and e-mail follow the settings (never hard-coded)", async () => {
    const home = await openHome();
    await markDocument(home);
    const changed = { name: 'Lacquer Lab', email: 'hi@lacquer.test', phone: '(555) 010-9999' };
    await setPublicSetting('business_info', changed);
    const footer = home.locator('footer');
    await footer.getByText(changed.phone).waitFor();
    expect(await footer.innerText()).toContain(changed.email);
    expect(await footer.innerText()).not.toContain(businessInfo.phone);
    expect(
      await home
        .locator('header')
        .getByRole('link', { name: `${changed.name}, home` })
        .count(),
    ).toBe(1);
    expect(await stillSameDocument(home)).toBe(true);
  });
});
