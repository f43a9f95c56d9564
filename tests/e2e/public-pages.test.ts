// Every public route of the spec's route table, signed out, at 360 and 1280 px: what it shows.
// (axe-core and the screenshots of every route are in overflow-360.test.ts; the check that axe
// finds what it should is here.) The tests share one signed-out page: a route's checks follow the
// test that shows its data and use the page it loaded, and links are followed in the app, so each
// route is loaded about once.
import { formatMoney } from '@studio/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { BROWSER_TIME_ZONE, DESKTOP, PHONE, useBrowser, type WatchedPage } from './support/browser.ts';
import {
  activeProducts,
  addressLine,
  businessInfo,
  hiddenProducts,
  publishedPosts,
  unpublishedPosts,
} from './support/demo.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const latestPost = publishedPosts[0];
if (!latestPost) throw new Error('The demo data has no published post');

interface PublicPage {
  name: string;
  path: string;
  /** Resolves once the page shows its data (not just its shell). */
  ready(page: Page): Promise<void>;
}

const publicPages = {
  home: {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await page.locator('#services article').first().waitFor();
      await page.locator('#blog article').first().waitFor();
      await page.locator('#shop article').first().waitFor();
    },
  },
  auth: {
    name: 'auth',
    path: '/auth',
    ready: (page) => page.getByRole('heading', { name: 'Account Access' }).waitFor(),
  },
  booking: {
    name: 'booking',
    path: '/booking',
    ready: (page) => page.getByText('Sign In Required').waitFor(),
  },
  shop: {
    name: 'shop',
    path: '/shop',
    ready: (page) => page.locator('main article').first().waitFor(),
  },
  blog: {
    name: 'blog',
    path: '/blog',
    ready: (page) => page.getByRole('link', { name: latestPost.data.title }).waitFor(),
  },
  blogPost: {
    name: 'blog-post',
    path: `/blog/${latestPost.data.slug}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: latestPost.data.title }).waitFor(),
  },
  blogPostNotFound: {
    name: 'blog-post-not-found',
    path: '/blog/no-such-post',
    ready: (page) => page.getByRole('heading', { name: 'Post not found' }).waitFor(),
  },
  notFound: {
    name: 'not-found',
    path: '/no/such-page?x=1',
    ready: (page) => page.getByText('Oops! Page not found').waitFor(),
  },
} satisfies Record<string, PublicPage>;

let shared: WatchedPage | undefined;

/**
 * The file's signed-out page at `viewport`, showing `path`: loaded only when it shows another
 * route (a test that follows a link leaves the page where the link led), or when `fresh`.
 */
async function show(path: string, viewport = DESKTOP, options: { fresh?: boolean } = {}) {
  shared ??= await newPage({ viewport, keep: true });
  const { page } = shared;
  await page.setViewportSize(viewport);
  const here = new URL(page.url());
  if (
    options.fresh ||
    `${here.pathname}${here.search}` !== path ||
    here.origin !== new URL(webUrl('/')).origin
  )
    await page.goto(webUrl(path));
  return shared;
}

/** A route at 360 then 1280 px shows its data (axe and the screenshots: overflow-360.test.ts). */
function showsItsData(p: PublicPage) {
  it(`${p.name}: shows its data at 360 and 1280 px`, async () => {
    const { page } = await show(p.path, PHONE);
    await p.ready(page);
    await page.setViewportSize(DESKTOP);
    await p.ready(page);
    // The README's picture of the site (docs/home.png is a copy of it).
    if (p.name === 'home') await saveScreenshot(page, p.name, { firstScreen: true });
  });
}

it('the accessibility check finds what it should (an image without alt text)', async () => {
  const { page } = await newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><img src="x.png"></main></html>',
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([
    expect.stringMatching(/^image-alt \(critical\)/),
  ]);
});

describe('home', () => {
  showsItsData(publicPages.home);

  it('home: hero claims, deposit blurb, real teasers, the footer from the settings', async () => {
    const { page } = await show('/');
    await page.locator('#shop article').first().waitFor();
    await page.locator('#blog article').first().waitFor();
    const hero = await page.locator('main section').first().innerText();
    for (const claim of ['500+', 'Happy Clients', 'Years Experience', 'Star Rated']) {
      expect(hero).toContain(claim);
    }
    // The demo's settings are the defaults (domain's bookingPolicySentence says them).
    expect(await page.locator('#booking').innerText()).toContain(
      'A 25% deposit holds your spot. Required to secure your appointment. Cancel up to 24 hours before for a full refund.',
    );

    // The teasers: the real featured products and the latest published posts, not samples.
    const featured = activeProducts.filter((p) => p.data.featured).slice(0, 4);
    expect(await page.locator('#shop article h3').allInnerTexts()).toEqual(featured.map((p) => p.data.name));
    expect(await page.locator('#blog article h3').allInnerTexts()).toEqual(
      publishedPosts.slice(0, 3).map((p) => p.data.title),
    );

    const footer = page.locator('footer');
    await footer.getByText(businessInfo.phone).waitFor();
    const text = await footer.innerText();
    for (const part of [addressLine, businessInfo.email, businessInfo.phone]) expect(text).toContain(part);
    for (const hours of ['Mon-Fri: 9AM-7PM', 'Saturday: 10AM-6PM', 'Sunday: Closed'])
      expect(text).toContain(hours);
    const quickLinks = await footer
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link')
      .allInnerTexts();
    expect(quickLinks).toEqual(['Services', 'Book Appointment', 'Shop', 'Blog']);
  });

  it('header: desktop navigation, Book Now and Sign In', async () => {
    const { page } = await show('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Blog' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Services', 'Shop', 'Blog']);
    // Services scrolls to the section on the home page.
    await page.locator('#services article').first().waitFor();
    await nav.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(webUrl('/#services'));
    await page.waitForFunction(
      () => Math.abs(document.getElementById('services')?.getBoundingClientRect().top ?? 999) < 80,
    );
    await page.locator('header').getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(webUrl('/booking'));
    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(webUrl('/auth'));
  });
});

describe('auth', () => {
  // The header test above ends here, through the app's Sign In link.
  showsItsData(publicPages.auth);

  it('keyboard: the first Tab reaches the skip link, which moves focus to the content', async () => {
    // A fresh load: focus starts at the top of the document.
    const { page } = await show('/auth', DESKTOP, { fresh: true });
    await page.getByRole('heading', { name: 'Account Access' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('header at 360 px: the mobile menu opens with every item and closes', async () => {
    const { page } = await show('/', PHONE);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // The prerendered page is painted before the app starts (web/build/paint-first.ts): a tap
    // before hydration does nothing, so tap once React has taken the button over (its props on it).
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await poll(() =>
      openMenu.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
    ).toBe(true);
    await openMenu.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // Sign In joins once the auth session has loaded, which can be after the toggles.
    await poll(() => menu.getByRole('link').allInnerTexts()).toEqual([
      'Services',
      'Shop',
      'Blog',
      'Book Now',
      'Sign In',
    ]);
    await saveScreenshot(page, 'home-menu-open');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    // Escape closes it too, and a link closes it on the way to its page.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL(webUrl('/shop'));
    await menu.waitFor({ state: 'detached' });
  });
});

describe('shop', () => {
  // The mobile menu test above ends here, through the menu's Shop link.
  showsItsData(publicPages.shop);

  it('/shop: active products with price, compare-at price, featured and out-of-stock badges', async () => {
    const { page } = await show('/shop');
    // Polled: the list may still be drawing its cards (a read in a transition) when the first shows.
    await poll(() => page.locator('main article h3').allInnerTexts()).toEqual(
      activeProducts.map((p) => p.data.name),
    );
    for (const hidden of hiddenProducts) {
      expect(await page.getByText(hidden.data.name).count()).toBe(0);
    }
    for (const { data } of activeProducts) {
      const card = page.getByRole('article', { name: data.name, exact: true });
      const text = await card.innerText();
      expect(text).toContain(formatMoney(data.price));
      if (data.compare_at_price !== null && data.compare_at_price > data.price) {
        expect(await card.locator('s').innerText()).toContain(formatMoney(data.compare_at_price));
      }
      expect(text.includes('Featured')).toBe(data.featured);
      expect(text.includes('Out of stock')).toBe(data.stock_quantity <= 0);
    }
  });
});

describe('booking', () => {
  showsItsData(publicPages.booking);
});

describe('blog', () => {
  showsItsData(publicPages.blog);

  it('/blog: published posts, newest first; drafts and archived posts nowhere', async () => {
    const { page } = await show('/blog');
    await page.getByRole('link', { name: latestPost.data.title }).waitFor();
    expect(await page.locator('main article h3').allInnerTexts()).toEqual(
      publishedPosts.map((p) => p.data.title),
    );
    for (const hidden of unpublishedPosts) {
      expect(await page.getByText(hidden.data.title).count()).toBe(0);
    }
  });

  it('/blog/{slug}: the post with category, tags, published date and read time', async () => {
    const { page } = await show('/blog');
    await page.getByRole('link', { name: latestPost.data.title }).click();
    await page.waitForURL(webUrl(`/blog/${latestPost.data.slug}`));
    const article = page.locator('main article');
    await article.getByRole('heading', { level: 1, name: latestPost.data.title }).waitFor();
    const text = await article.innerText();
    expect(text).toContain(latestPost.data.category as string);
    for (const tag of latestPost.data.tags) expect(text).toContain(`#${tag}`);
    expect(text).toContain(`${latestPost.data.read_time_minutes} min read`);
    // The demo clock is relative to the seeding time, a few seconds before this file's copy.
    const published = latestPost.data.published_at as Date;
    const shown = new Date((await article.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(shown.getTime() - published.getTime())).toBeLessThan(15 * 60_000);
    // In the browser's zone, as the page formats it (in UTC it is a day later every evening there).
    const longDate = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: BROWSER_TIME_ZONE,
    });
    expect(await article.locator('time').innerText()).toBe(longDate.format(shown));
  });

  // The post test above ends on the post, through the list's link.
  showsItsData(publicPages.blogPost);
  showsItsData(publicPages.blogPostNotFound);

  it('/blog/{unknown slug}: Post not found', async () => {
    const { page } = await show(`/blog/${unpublishedPosts[0]?.data.slug ?? 'no-such-post'}`);
    await page.getByRole('heading', { name: 'Post not found' }).waitFor();
  });
});

describe('unknown path', () => {
  showsItsData(publicPages.notFound);

  it('unknown path: the 404 page, the path logged to the console, a way home', async () => {
    const watched = await show(publicPages.notFound.path);
    const { page } = watched;
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404');
    expect(watched.console.some((line) => line.startsWith('error:') && line.includes('/no/such-page'))).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(webUrl('/'));
  });

  it('/dashboard signed out: sent to /auth', async () => {
    const { page } = await show('/dashboard');
    await page.waitForURL(webUrl('/auth'));
    await page.getByRole('heading', { name: 'Account Access' }).waitFor();
  });
});
