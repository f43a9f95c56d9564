// Live settings (spec §2, issue 9): a staff member switches the shop or the blog off while
// signed-in clients have pages open; navigation and home sections go at once, /shop and /blog send
// her home, and switching back on brings everything back, all without a reload. A visitor (no
// stored session) reads the public collections once instead (issue 20: firestore/lite, no
// listener; web/src/lib/firebase/lite-firebase.ts): her open page keeps what it read, and reads
// again when she comes back to the tab (docs/web.md, "Web performance"), without a listener until
// she signs in. The footer's hours follow the weekly availability and name the studio's zone to a
// visitor elsewhere; the Blog switch and the Bookings settings reach clients' pages the same way.
import { settingDefault } from '@studio/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { comeBackToTab, useBrowser } from './support/browser.ts';
import { businessInfo, publishedPosts } from './support/demo.ts';
import { poll } from './support/poll.ts';
import { demoClient, demoOwner, signInAt, signInOnAuthPage } from './support/session.ts';
import { adminDb, setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

afterEach(async () => {
  await setPublicSetting('products_section_enabled', true);
  await setPublicSetting('blog_section_enabled', true);
  await setPublicSetting('business_info', businessInfo);
});

let restoreSaturday: (() => Promise<unknown>) | null = null;

afterAll(async () => {
  await restoreSaturday?.();
  await setPublicSetting('booking_settings', settingDefault('booking_settings'));
  await setPublicSetting('deposit_memo', settingDefault('deposit_memo'));
});

let home: Page | undefined;
let client: Page | undefined;

/**
 * The client's home page every test watches: one page for the file (each test ends with the
 * sections back on), marked once, so that a reload at any point fails the live checks.
 */
async function openHome(): Promise<Page> {
  if (!home) {
    home = await signInAt((await newPage({ keep: true })).page, demoClient, '/');
    await markDocument(home);
  }
  await home.locator('#shop article').first().waitFor();
  await home.locator('#blog article').first().waitFor();
  return home;
}

/** The client's second page, kept for the file; loads `path` unless she is already there. */
async function clientAt(path: string): Promise<Page> {
  if (!client) client = await signInAt((await newPage({ keep: true })).page, demoClient, path);
  else if (client.url() !== webUrl(path)) await client.goto(webUrl(path));
  return client;
}

/** A page of the client's for this test only, at `path` once `ready`. */
async function openAt(path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await signInAt((await newPage()).page, demoClient, path);
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
    const shop = await clientAt('/shop');
    await shop.locator('main article').first().waitFor();
    await markDocument(shop);

    await setPublicSetting('products_section_enabled', false);
    await home.locator('#shop').waitFor({ state: 'detached' });
    expect(await headerNav(home)).toEqual(['Services', 'Blog']);
    expect(await quickLinks(home)).toEqual(['Services', 'Book Appointment', 'Blog']);
    await shop.waitForURL(webUrl('/'));
    expect(await stillSameDocument(home)).toBe(true);
    expect(await stillSameDocument(shop)).toBe(true);

    // A fresh visit to /shop goes home too.
    await shop.goto(webUrl('/shop'));
    await shop.waitForURL(webUrl('/'));
    expect(await headerNav(shop)).toEqual(['Services', 'Blog']);

    await setPublicSetting('products_section_enabled', true);
    await home.locator('#shop article').first().waitFor();
    expect(await headerNav(home)).toEqual(['Services', 'Shop', 'Blog']);
  });

  it('blog off: the Blog links and the blog teaser go, open /blog and /blog/{slug} go home', async () => {
    const slug = publishedPosts[0]?.data.slug;
    const home = await openHome();
    // The client's second page (on the home page where the last test left it) follows the Blog link.
    const blog = await clientAt('/');
    await blog.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await blog.locator('main article').first().waitFor();
    const post = await openAt(`/blog/${slug}`, (p) => p.locator('main article h1').waitFor());

    await setPublicSetting('blog_section_enabled', false);
    await home.locator('#blog').waitFor({ state: 'detached' });
    expect(await headerNav(home)).toEqual(['Services', 'Shop']);
    expect(await quickLinks(home)).toEqual(['Services', 'Book Appointment', 'Shop']);
    await blog.waitForURL(webUrl('/'));
    await post.waitForURL(webUrl('/'));
    // A fresh visit to the post goes home too.
    await post.goto(webUrl(`/blog/${slug}`));
    await post.waitForURL(webUrl('/'));

    await setPublicSetting('blog_section_enabled', true);
    await home.locator('#blog article').first().waitFor();
    expect(await headerNav(home)).toEqual(['Services', 'Shop', 'Blog']);
  });

  it("the studio's name, phone and e-mail follow the settings (never hard-coded)", async () => {
    const home = await openHome();
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

  it("a visitor's open home keeps what it read, and reads again when she comes back", async () => {
    const home = await openHome();
    const { page: visitor } = await newPage();
    await visitor.goto(webUrl('/'));
    await visitor.locator('#shop article').first().waitFor();
    // The stored phone (the default has none): the settings have been read, before the change.
    await visitor.locator('footer').getByText(businessInfo.phone).waitFor();
    await markDocument(visitor);

    await setPublicSetting('products_section_enabled', false);
    await home.locator('#shop').waitFor({ state: 'detached' });
    // Read once: the client's page has followed, the visitor's still shows the shop.
    expect(await headerNav(visitor)).toEqual(['Services', 'Shop', 'Blog']);
    expect(await visitor.locator('#shop article').count()).toBeGreaterThan(0);

    await comeBackToTab(visitor);
    await visitor.locator('#shop').waitFor({ state: 'detached' });
    expect(await headerNav(visitor)).toEqual(['Services', 'Blog']);
    expect(await quickLinks(visitor)).toEqual(['Services', 'Book Appointment', 'Blog']);
    expect(await stillSameDocument(visitor)).toBe(true);
  });
});

/** WebChannel's Listen stream: what live reads (onSnapshot) open, and one-time reads do not. */
const listenChannel = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;

describe("a visitor's reads", () => {
  it('are made once without a listener; after she signs in, her open page follows live', async () => {
    const { page } = await newPage();
    const listens: string[] = [];
    const runQueries: string[] = [];
    page.on('request', (request) => {
      if (listenChannel.test(request.url())) listens.push(request.url());
      if (request.url().includes(':runQuery')) runQueries.push(request.url());
    });
    await page.goto(webUrl('/'));
    await page.locator('#shop article').first().waitFor();
    await page.locator('#blog article').first().waitFor();
    expect(listens).toEqual([]);
    expect(runQueries.length).toBeGreaterThan(0);
    // A reload would lose the mark: the live change below must reach this same document.
    await page.evaluate(() => {
      (window as unknown as { e2eMark: boolean }).e2eMark = true;
    });

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await signInOnAuthPage(page, 'ana@studio.test', 'demo-client-pass');
    await page.locator('#shop article').first().waitFor();
    expect(listens.length).toBeGreaterThan(0);

    await setPublicSetting('products_section_enabled', false);
    await page.locator('#shop').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark)).toBe(true);
  });
});

function hoursList(page: Page) {
  return page.getByRole('contentinfo').getByRole('list').filter({ hasText: 'Sunday' });
}

describe('the footer’s opening hours', () => {
  it("come from the weekly availability and follow a change without a reload on a client's page", async () => {
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
  }, 180_000);

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

/** The owner's settings page, one for the file, on `tab`. */
let ownerPage: Page | undefined;
async function ownerSettings(tab: string): Promise<Page> {
  ownerPage ??= await signInAt((await newPage({ keep: true })).page, demoOwner, '/dashboard/settings');
  await ownerPage.getByRole('tab', { name: tab }).click();
  return ownerPage;
}

/** Types a value, leaves the field, and returns what the field shows once saved. */
async function saveOnBlur(page: Page, field: Locator, value: string): Promise<string> {
  await field.fill(value);
  await field.blur();
  // The same message again replaces its toast, so each save waits for its own toast to go.
  const saved = page.locator('.Toastify__toast--success').first();
  await saved.waitFor();
  await saved.waitFor({ state: 'detached', timeout: 45_000 });
  return field.inputValue();
}

describe("the owner's settings reach open pages", () => {
  it("the Blog switch takes Blog out of a client's open navigation and back, live", async () => {
    const home = await signInAt((await newPage()).page, demoClient, '/');
    await poll(() => headerNav(home)).toContain('Blog');
    const page = await ownerSettings('Features');
    const blog = page.getByRole('switch', { name: 'Blog' });
    await blog.click();
    await poll(() => blog.getAttribute('aria-checked')).toBe('false');
    await poll(() => headerNav(home)).not.toContain('Blog');
    await blog.click();
    await poll(() => blog.getAttribute('aria-checked')).toBe('true');
    await poll(() => headerNav(home)).toContain('Blog');
  });
});

describe('the home blurb follows the settings', () => {
  it("states the owner's new deposit, deposit memo and cancellation window", async () => {
    const page = await ownerSettings('Bookings');
    await saveOnBlur(page, page.getByLabel('Deposit percentage (%)'), '30');
    await saveOnBlur(page, page.getByLabel('Deposit memo'), 'Paid by card when you book');
    await saveOnBlur(page, page.getByLabel('Cancellation window (hours)'), '48');
    const { page: home } = await newPage();
    await home.goto(webUrl('/'));
    await poll(() => home.locator('#booking').innerText()).toContain(
      'A 30% deposit holds your spot. Paid by card when you book. Cancel up to 48 hours before for a full refund.',
    );
  });
});
