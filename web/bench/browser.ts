/**
 * A public page (the home, /book) in headless Chromium (Debian's, through playwright-core), each load in a fresh
 * browser context: empty HTTP cache, no IndexedDB, no service worker — a first visit.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.ts';
import { countTraffic, type TappedRequest, type TrafficCount, tapScript } from './firestore-traffic.ts';

/** A phone-sized viewport: the hero is the largest paint there too, and most visits are phones. */
const VIEWPORT = { width: 390, height: 844 };

export { launchChromium };

/** The home is ready when its services grid, drawn from Firestore, shows a category heading. */
export const HOME_READY = '#services h3';

export interface PageLoad {
  /** Largest Contentful Paint, ms from navigation start. */
  lcp: number;
  /** What the LCP element was (tag and the start of its text). */
  lcpElement: string;
  firstContentfulPaint: number;
  /** When the page's live part (its `ready` selector) was on the page, ms from navigation start (0: not waited for). */
  servicesShown: number;
  /** Cumulative Layout Shift until the page settled (shifts after input excluded). */
  cls: number;
  /** JavaScript files the page fetched, in order, with their path. */
  scripts: string[];
}

/** Records LCP entries as they come; the last one before any input is the page's LCP. */
function observeLcp(ready: string | null) {
  const state = { lcp: 0, element: '', servicesShown: 0, cls: 0 };
  (window as unknown as { __paint: typeof state }).__paint = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      state.lcp = entry.startTime;
      const element = entry.element;
      state.element = element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) state.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The live part is drawn from Firestore or a callable: note when it appears.
  if (!ready) return;
  new MutationObserver((_, observer) => {
    if (document.querySelector(ready)) {
      state.servicesShown = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function settle(page: Page, ready: string | null) {
  // The app: until its live part is drawn. A static copy has none (ready: null).
  if (ready) await page.locator(ready).first().waitFor({ timeout: 30_000 });
  // LCP can still move to a later, larger element (teaser images): give the page a moment.
  await page.waitForTimeout(1_000);
}

/**
 * One cold load of `url`, settled once `ready` is on the page (the home's by default); `ready:
 * null` for a page without JavaScript (a static copy).
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  { ready = HOME_READY as string | null } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(observeLcp, ready);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, ready);
    const paint = await page.evaluate(() => {
      const state = (
        window as unknown as { __paint: { lcp: number; element: string; servicesShown: number; cls: number } }
      ).__paint;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { ...state, fcp };
    });
    return {
      lcp: paint.lcp,
      lcpElement: paint.element,
      firstContentfulPaint: paint.fcp,
      servicesShown: paint.servicesShown,
      cls: paint.cls,
      scripts,
    };
  } finally {
    await context.close();
  }
}

/** Reads and queries of one cold view of a page (the home's by default), once it has gone quiet. */
export async function firestoreTraffic(
  browser: Browser,
  url: string,
  firestoreUrl: string,
  ready: string = HOME_READY,
): Promise<TrafficCount> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(tapScript, new URL(firestoreUrl).origin);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, ready);
    const tapped = () =>
      page.evaluate(() => (window as unknown as { __firestoreTap: () => TappedRequest[] }).__firestoreTap());
    // Quiet: nothing new from Firestore for two seconds (the teasers start after the settings).
    let last = '';
    for (let waited = 0; waited < 20_000; waited += 2_000) {
      const now = JSON.stringify(countTraffic(await tapped()));
      if (now === last) break;
      last = now;
      await page.waitForTimeout(2_000);
    }
    return countTraffic(await tapped());
  } finally {
    await context.close();
  }
}
