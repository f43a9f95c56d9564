// The public pages of the route table, signed out, as a visitor sees them (spec §2), moved here
// from tests/e2e/public-pages.test.ts (docs/testing.md): the app's own routes (routes.tsx: the
// site layout, header, footer and every public screen) in a memory router, on the demo studio's
// data. What needs a browser stays end to end: axe and sideways scroll at 360 px
// (overflow-360.test.ts), the skip link's native jump, Services scrolling to its section, the
// README's picture and the prerendered first paint (tests/e2e/overflow-360.test.ts, prerender.test.ts).
import { collections, formatMoney } from '@studio/domain';
import { buildDemoData } from '@studio/domain/demo/data';
import { screen, waitFor, within } from '@testing-library/react';
import { collection, doc, getDoc, getDocs, writeBatch } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPublicScreen } from '../../testing/screens/render-screen.tsx';
import { seedingFirestore } from '../../testing/screens/seed.ts';
import { AppRoutes } from '../routes.tsx';

const { documents } = buildDemoData({ now: new Date() });
const activeProducts = documents.products
  .filter((p) => p.data.is_active)
  .sort((a, b) => a.data.display_order - b.data.display_order);
const hiddenProducts = documents.products.filter((p) => !p.data.is_active);
const publishedPosts = documents.blogPosts
  .filter((p) => p.data.status === 'published')
  .sort((a, b) => (b.data.published_at?.getTime() ?? 0) - (a.data.published_at?.getTime() ?? 0));
const unpublishedPosts = documents.blogPosts.filter((p) => p.data.status !== 'published');
const latestPost = publishedPosts[0];
if (!latestPost) throw new Error('The demo data has no published post');
const publicSetting = (key: string) => documents.settingsPublic.find((s) => s.id === key)?.data.value;
const businessInfo = publicSetting('business_info') as { name: string; email: string; phone: string };
const addressLine = [
  publicSetting('location_address_line1'),
  `${publicSetting('location_city')}, ${publicSetting('location_state')} ${publicSetting('location_zip')}`,
].join(', ');

/** The collections a page lists whole: emptied first, so what is shown is the demo's alone. */
const listed = [
  collections.products,
  collections.blogPosts,
  collections.serviceCategories,
  collections.services,
  collections.materials,
  collections.serviceAddOns,
  collections.availabilityBlocks,
];
const seeded = [
  ...documents.products,
  ...documents.blogPosts,
  ...documents.serviceCategories,
  ...documents.services,
  ...documents.materials,
  ...documents.serviceAddOns,
  ...documents.availabilityBlocks,
];
/** The public settings as they were, put back after the file (other files expect the defaults). */
const settingsBefore = new Map<string, Record<string, unknown> | undefined>();

beforeAll(async () => {
  const db = seedingFirestore();
  const batch = writeBatch(db);
  for (const name of listed)
    for (const found of (await getDocs(collection(db, name))).docs) batch.delete(found.ref);
  for (const setting of documents.settingsPublic) {
    settingsBefore.set(setting.path, (await getDoc(doc(db, setting.path))).data());
    batch.set(doc(db, setting.path), setting.data);
  }
  for (const { path, data } of seeded) batch.set(doc(db, path), data);
  await batch.commit();
});

afterAll(async () => {
  viewport({ width: 1024, height: 768 });
  const db = seedingFirestore();
  const batch = writeBatch(db);
  for (const { path } of seeded) batch.delete(doc(db, path));
  for (const [path, data] of settingsBefore) batch[data ? 'set' : 'delete'](doc(db, path), data ?? {});
  await batch.commit();
});

afterEach(() => vi.restoreAllMocks());

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
function viewport(size: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(v: typeof size): void } }).happyDOM.setViewport(size);
}

/** The site at `path`, signed out, with the app's whole route table. */
function visit(path: string) {
  return renderPublicScreen('/*', path, <AppRoutes />);
}

const main = () => within(screen.getByRole('main'));
const section = (id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
};
const headings = (root: ParentNode, selector = 'article h3') =>
  [...root.querySelectorAll(selector)].map((h) => h.textContent);

/** Each page, once it shows its data (not just its shell). */
const ready: Record<string, () => Promise<unknown>> = {
  '/': async () => {
    await waitFor(() => expect(section('services').querySelector('article')).not.toBeNull());
    await waitFor(() => expect(section('blog').querySelector('article')).not.toBeNull());
    await waitFor(() => expect(section('shop').querySelector('article')).not.toBeNull());
  },
  '/booking': () => screen.findByText('Sign In Required'),
  '/shop': () => waitFor(() => expect(screen.getByRole('main').querySelector('article')).not.toBeNull()),
  '/blog': () => main().findByRole('link', { name: latestPost.data.title }),
  [`/blog/${latestPost.data.slug}`]: () =>
    main().findByRole('heading', { level: 1, name: latestPost.data.title }),
  '/blog/no-such-post': () => main().findByRole('heading', { name: 'Post not found' }),
  '/no/such-page?x=1': () => screen.findByText('Oops! Page not found'),
};

describe('each public page shows its data at 360 and 1280 px', () => {
  for (const [path, isReady] of Object.entries(ready)) {
    it(path, async () => {
      if (path.startsWith('/no/')) vi.spyOn(console, 'error').mockImplementation(() => {});
      viewport(PHONE);
      await visit(path);
      await isReady();
      viewport(DESKTOP);
      await isReady();
    });
  }
});

describe('home', () => {
  it('hero claims, deposit blurb, real teasers, the footer from the settings', async () => {
    await visit('/');
    await ready['/']?.();
    const hero = screen.getByRole('main').querySelector('section')?.textContent ?? '';
    for (const claim of ['500+', 'Happy Clients', 'Years Experience', 'Star Rated'])
      expect(hero).toContain(claim);
    expect(section('booking').textContent).toContain(
      'A 25% deposit holds your spot. Required to secure your appointment. Cancel up to 24 hours before for a full refund.',
    );
    // The teasers: the real featured products and the latest published posts, not samples.
    const featured = activeProducts.filter((p) => p.data.featured).slice(0, 4);
    await waitFor(() => expect(headings(section('shop'))).toEqual(featured.map((p) => p.data.name)));
    await waitFor(() =>
      expect(headings(section('blog'))).toEqual(publishedPosts.slice(0, 3).map((p) => p.data.title)),
    );

    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(businessInfo.phone, { exact: false });
    const text = footer.textContent ?? '';
    for (const part of [addressLine, businessInfo.email, businessInfo.phone]) expect(text).toContain(part);
    await waitFor(() => {
      for (const hours of ['Mon-Fri: 9AM-7PM', 'Saturday: 10AM-6PM', 'Sunday: Closed'])
        expect(footer.textContent).toContain(hours);
    });
    const quickLinks = within(within(footer).getByRole('navigation', { name: 'Quick links' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(quickLinks).toEqual(['Services', 'Book Appointment', 'Shop', 'Blog']);
  });

  it('header: desktop navigation to the services section, Book Now and Sign In', async () => {
    viewport(DESKTOP);
    const { user } = await visit('/');
    const header = within(screen.getByRole('banner'));
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Services', 'Shop', 'Blog']);
    // Services leads to the home's section (scrolling there is layout: tests/e2e/overflow-360.test.ts).
    expect(nav.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/#services');
    await user.click(header.getByRole('link', { name: 'Book Now' }));
    await screen.findByText('Sign In Required');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }));
    // The stand-in for /auth (its own screen is auth-refusals.test.tsx's).
    await screen.findByText(/^Sign-in page/);
  });

  it('header at 360 px: the main navigation is hidden; the mobile menu opens with every item and closes', async () => {
    viewport(PHONE);
    const { user } = await visit('/');
    const header = within(screen.getByRole('banner'));
    // The app's media query hides it (so it is out of the accessibility tree too).
    const mainNav = screen.getByRole('banner').querySelector('nav[aria-label="Main"]');
    expect(mainNav && getComputedStyle(mainNav).display).toBe('none');
    expect(header.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Services',
      'Shop',
      'Blog',
      'Book Now',
      'Sign In',
    ]);
    await user.click(header.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    // Escape closes it too, and a link closes it on the way to its page.
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Shop' }),
    );
    await ready['/shop']?.();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('keyboard: the first Tab reaches the skip link, which points at the focusable content', async () => {
    const { user } = await visit('/');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to content');
    expect(document.activeElement?.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('main').getAttribute('tabindex')).toBe('-1');
  });
});

describe('shop', () => {
  it('/shop: active products with price, compare-at price, featured and out-of-stock badges', async () => {
    await visit('/shop');
    const page = screen.getByRole('main');
    await waitFor(() => expect(headings(page)).toEqual(activeProducts.map((p) => p.data.name)));
    for (const hidden of hiddenProducts) expect(screen.queryByText(hidden.data.name)).toBeNull();
    for (const { data } of activeProducts) {
      const card = within(page).getByRole('article', { name: data.name });
      const text = card.textContent ?? '';
      expect(text).toContain(formatMoney(data.price));
      if (data.compare_at_price !== null && data.compare_at_price > data.price)
        expect(card.querySelector('s')?.textContent).toContain(formatMoney(data.compare_at_price));
      expect(text.includes('Featured')).toBe(data.featured);
      expect(text.includes('Out of stock')).toBe(data.stock_quantity <= 0);
    }
  });
});

describe('blog', () => {
  it('/blog: published posts, newest first; drafts and archived posts nowhere', async () => {
    await visit('/blog');
    await ready['/blog']?.();
    expect(headings(screen.getByRole('main'))).toEqual(publishedPosts.map((p) => p.data.title));
    for (const hidden of unpublishedPosts) expect(screen.queryByText(hidden.data.title)).toBeNull();
  });

  it('/blog/{slug}: from the list, the post with category, tags, published date and read time', async () => {
    const { user } = await visit('/blog');
    await user.click(await main().findByRole('link', { name: latestPost.data.title }));
    await main().findByRole('heading', { level: 1, name: latestPost.data.title });
    const article = screen.getByRole('main').querySelector('article');
    const text = article?.textContent ?? '';
    expect(text).toContain(latestPost.data.category as string);
    for (const tag of latestPost.data.tags) expect(text).toContain(`#${tag}`);
    expect(text).toContain(`${latestPost.data.read_time_minutes} min read`);
    const time = article?.querySelector('time');
    const published = latestPost.data.published_at as Date;
    expect(new Date(time?.getAttribute('datetime') ?? '').getTime()).toBe(published.getTime());
    // In the reader's zone, as the page formats it.
    const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    expect(time?.textContent).toBe(longDate.format(published));
  });

  it('/blog/{unknown or unpublished slug}: Post not found', async () => {
    await visit(`/blog/${unpublishedPosts[0]?.data.slug ?? 'no-such-post'}`);
    await main().findByRole('heading', { name: 'Post not found' });
  });
});

describe('unknown path', () => {
  it('the 404 page, the path logged to the console, a way home', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await visit('/no/such-page?x=1');
    await screen.findByText('Oops! Page not found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(errors.mock.calls.some((call) => call.join(' ').includes('/no/such-page'))).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await screen.findByRole('heading', { level: 1, name: /Beautiful nails/ });
  });
});
