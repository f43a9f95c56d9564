// The public pages come prerendered by the build (web/build/prerender.ts): their HTML already
// shows the page before any JavaScript runs, carries the page's head tags, and React takes it
// over without redrawing it (no hydration error, the same elements before and after).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { prerenderSite } from '../../web/build/prerender.ts';
import { PHONE, useBrowser, type WatchedPage } from './support/browser.ts';
import { publishedPosts } from './support/demo.ts';
import { poll } from './support/poll.ts';
import { stack, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const HERO_TEXT = 'Beautiful nails,';

async function source(path: string): Promise<string> {
  const response = await fetch(webUrl(path));
  expect(response.status).toBe(200);
  return response.text();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string | undefined) =>
  text?.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? '');

/** The content of the first `<meta {attribute}="{key}" content="…">` in the HTML. */
function metaContent(html: string, attribute: string, key: string): string | undefined {
  return decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]);
}

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]);

type Kept = Record<string, Element | null>;

/** Keeps the element of `selector` at first paint (as `name`), to compare with what is there once live. */
async function keepFirstPaint(page: Page, selector: string, name = 'firstPaint') {
  await page.addInitScript(
    ({ wanted, as }) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as Kept)[as] = document.querySelector(wanted);
      });
    },
    { wanted: selector, as: name },
  );
}

const firstPaintStillThere = (page: Page, name = 'firstPaint') =>
  poll(() => page.evaluate((as) => (window as unknown as Kept)[as]?.isConnected, name)).toBe(true);

/** True once React has taken the element over (its props are on it). */
const hydrated = (page: Page, name: string) =>
  page.evaluate(
    (as) => Object.keys((window as unknown as Kept)[as] ?? {}).some((key) => key.startsWith('__reactProps')),
    name,
  );

interface PaintOrder {
  paintedBeforeEntry: boolean | null;
  layoutShift: number;
}

/** Watches, from the first byte, whether the page painted before its entry module appeared. */
async function watchPaintOrder(page: Page) {
  await page.addInitScript(() => {
    const seen = { paintedBeforeEntry: null as boolean | null, layoutShift: 0 };
    (window as unknown as { paintOrder: typeof seen }).paintOrder = seen;
    new MutationObserver(() => {
      if (seen.paintedBeforeEntry !== null || !document.querySelector('script[type="module"]')) return;
      seen.paintedBeforeEntry = performance.getEntriesByName('first-contentful-paint').length > 0;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

let home: WatchedPage | undefined;

/**
 * The home page on a phone, loaded once for the two tests that watch its first paint and its
 * hydration (both observers only listen), and live once the services came from Firestore.
 */
async function phoneHome(): Promise<WatchedPage> {
  if (!home) {
    home = await newPage({ viewport: PHONE, keep: true });
    await watchPaintOrder(home.page);
    await keepFirstPaint(home.page, 'h1');
    // The footer's code loads beside the first chunk (site-layout.tsx): its HTML stays meanwhile.
    await keepFirstPaint(home.page, 'footer nav a', 'firstFooterLink');
    await home.page.goto(webUrl('/'));
  }
  await home.page.locator('#services article').first().waitFor();
  return home;
}

const consoleErrors = (lines: string[]) => lines.filter((line) => line.startsWith('error:'));

describe('prerendered public pages', () => {
  it('serves the home page with its hero, navigation and head tags in the HTML', async () => {
    const html = await source('/');
    expect(html).toContain(HERO_TEXT);
    expect(html).toMatch(/<nav[^>]*>.*Services.*<\/nav>/s);
    expect(metaContent(html, 'property', 'og:title')).toBeTruthy();
    expect(metaContent(html, 'name', 'description')).toContain('nail');
    expect(html).toMatch(
      /<link rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" as="font"/,
    );
    expect(html).not.toContain('fonts.googleapis.com');
  });

  it('paints the home page from its HTML before the app starts, and hydrates it without a shift', async () => {
    const { page, console: lines } = await phoneHome();
    const order = await page.evaluate(() => (window as unknown as { paintOrder: PaintOrder }).paintOrder);
    expect(order.paintedBeforeEntry).toBe(true);
    expect(order.layoutShift).toBeLessThanOrEqual(0.05);
    expect(consoleErrors(lines)).toEqual([]);
  });

  it('serves /shop and /blog with their own title block and head tags', async () => {
    const shop = await source('/shop');
    expect(shop).toMatch(/<title>Shop · /);
    expect(metaContent(shop, 'property', 'og:description')).toBe(
      'Polishes, care and tools our artists love.',
    );
    expect(shop).toMatch(/<h1[^>]*>Shop<\/h1>/);
    const blog = await source('/blog');
    expect(blog).toMatch(/<title>Blog · /);
    expect(blog).toMatch(/<h1[^>]*>Blog<\/h1>/);
  });

  it('hydrates the home page without redrawing it, then fills the live sections', async () => {
    const { page, console: lines, requests } = await phoneHome();
    await firstPaintStillThere(page);
    expect(await page.locator('h1').textContent()).toContain(HERO_TEXT);
    // The lazily loaded footer is hydrated over its prerendered HTML, not drawn again.
    await firstPaintStillThere(page, 'firstFooterLink');
    await poll(() => hydrated(page, 'firstFooterLink')).toBe(true);
    expect(consoleErrors(lines)).toEqual([]);
    expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
  });

  it('hydrates /shop and /blog and shows their content', async () => {
    // One browser, each page loaded from its own URL.
    const { page, console: lines } = await newPage({ viewport: PHONE });
    await keepFirstPaint(page, 'main h1');
    for (const path of ['/shop', '/blog']) {
      const since = lines.length;
      await page.goto(webUrl(path));
      await page.locator('main article').first().waitFor();
      await firstPaintStillThere(page);
      expect(consoleErrors(lines.slice(since)), path).toEqual([]);
    }
  });

  it('renders each post published at build time, and leaves later ones to the shell', async () => {
    const post = publishedPosts[0];
    if (!post) throw new Error('The demo data has no published post');
    const written = await prerenderSite({
      root: fileURLToPath(new URL('../../web/', import.meta.url)),
      outDir: stack().webDist,
      firestore: { url: stack().urls.firestore, projectId: stack().projectId },
    });
    const file = `blog/${encodeURIComponent(post.data.slug)}.html`;
    expect(written).toContain(file);
    expect(written).toHaveLength(3 + publishedPosts.length);

    const path = `/blog/${encodeURIComponent(post.data.slug)}`;
    const html = await source(path);
    expect(titleOf(html)?.startsWith(`${post.data.title} · `), titleOf(html)).toBe(true);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:title')).toContain(post.data.title);
    if (post.data.excerpt) expect(metaContent(html, 'name', 'description')).toBe(post.data.excerpt);
    if (post.data.featured_image)
      expect(metaContent(html, 'property', 'og:image')).toBe(post.data.featured_image);

    const { page, console: lines } = await newPage({ viewport: PHONE });
    await keepFirstPaint(page, 'header');
    await page.goto(webUrl(path));
    await page.getByRole('heading', { level: 1, name: post.data.title }).waitFor();
    await firstPaintStillThere(page);
    expect(consoleErrors(lines)).toEqual([]);

    // Published after the build: the shell, drawn in the browser.
    const later = await source('/blog/published-after-the-build');
    expect(later).toContain('<div id="root"></div>');
    await page.goto(webUrl('/blog/published-after-the-build'));
    await page.getByRole('heading', { name: 'Post not found' }).waitFor();
  });
});
