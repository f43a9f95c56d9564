// One headless Chromium for an e2e lane's files (Debian's, driven by playwright-core), a fresh
// context per test (or one kept for the file's tests that need no fresh one), and what each page
// said: console messages, uncaught errors, requests.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.ts';

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 360, height: 780 };
export const DESKTOP: Viewport = { width: 1280, height: 900 };
/** The pages' clock zone: dates a page shows are in it, whatever the machine's zone. */
export const BROWSER_TIME_ZONE = 'America/New_York';
/** How long a page action or an expected toast may take before the test fails. */
const ACTION_TIMEOUT_MS = 45_000;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** 'error: text', 'warning: text', … in order. */
  console: string[];
  /** Uncaught exceptions: a page that throws fails its test unless the test says otherwise. */
  pageErrors: string[];
  /** Every request URL the page made. */
  requests: string[];
  /** Set to true by a test that provokes uncaught errors on purpose. */
  allowPageErrors: boolean;
}

export interface PageOptions {
  viewport?: Viewport;
  /** The browser's time zone; BROWSER_TIME_ZONE (the studio's) unless told. */
  timeZone?: string;
  /**
   * Keep the page open for the file's later tests (closed after the last one), so that tests that
   * need no fresh browser share one page load. Its uncaught errors still fail the test they occur in.
   */
  keep?: boolean;
}

let launched: Promise<Browser> | undefined;

/**
 * The e2e files share a worker's modules (isolate: false), so they share this browser too: a
 * launch costs its processes' start-up each time, and every test gets a fresh context anyway.
 * playwright-core closes the browsers it launched when the worker exits; one that crashed or was
 * closed is launched again.
 */
function sharedBrowser(): Promise<Browser> {
  launched ??= launchChromium({ localOnly: true, forTests: true }).then((browser) => {
    browser.on('disconnected', () => {
      launched = undefined;
    });
    return browser;
  });
  return launched;
}

/** Registers the file's browser hooks; call once at the top of a test file. */
export function useBrowser() {
  let browser: Browser | undefined;
  let open: WatchedPage[] = [];
  const kept: WatchedPage[] = [];

  beforeAll(async () => {
    // Only the local stack: no test depends on the internet.
    browser = await sharedBrowser();
  });

  afterEach(async () => {
    const pages = open;
    open = [];
    await Promise.all(pages.map((p) => p.context.close()));
    for (const p of [...pages, ...kept]) {
      const errors = p.pageErrors.splice(0);
      if (!p.allowPageErrors) expect(errors, 'uncaught errors in the page').toEqual([]);
    }
  });

  afterAll(async () => {
    await Promise.all(kept.map((p) => p.context.close()));
  });

  /** A page in a new context (fresh storage, so signed out), at desktop width unless told. */
  async function newPage(options: PageOptions = {}): Promise<WatchedPage> {
    if (!browser) throw new Error('useBrowser() must be called at the top of the test file');
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: options.timeZone ?? BROWSER_TIME_ZONE,
    });
    const page = await context.newPage();
    // A ceiling, not a measure: at a load of 18 on the 2-core machine a signed-in dashboard took
    // more than 20 s to show its first button.
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const watched: WatchedPage = {
      page,
      context,
      console: [],
      pageErrors: [],
      requests: [],
      allowPageErrors: false,
    };
    page.on('console', (message) => watched.console.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => watched.pageErrors.push(error.message));
    page.on('request', (request) => watched.requests.push(request.url()));
    (options.keep ? kept : open).push(watched);
    return watched;
  }

  return { newPage };
}

/** The texts of the toasts on screen of one kind, oldest first. */
export function toastTexts(page: Page, kind: 'success' | 'error'): Promise<string[]> {
  return page.locator(`.Toastify__toast--${kind}`).allInnerTexts();
}

/** Waits until a toast of that kind contains the text (toasts stay about five seconds). */
export async function waitForToast(page: Page, kind: 'success' | 'error', text: string): Promise<void> {
  await page
    .locator(`.Toastify__toast--${kind}`, { hasText: text })
    .first()
    .waitFor({ timeout: ACTION_TIMEOUT_MS });
}

/** Closes every toast on screen and waits until none is left (for a page several tests share). */
export async function closeToasts(page: Page): Promise<void> {
  await page.locator('.Toastify__close-button').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
  await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: ACTION_TIMEOUT_MS }).toBe(0);
}

/**
 * The visitor comes back to the tab: a visitor's page reads the public data once, and again then
 * (web/src/lib/firebase/lite-firebase.ts). Headless Chromium never hides a tab, so it never fires
 * the visibilitychange of coming back to one: it is dispatched here (visibilityState is 'visible').
 */
export async function comeBackToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}
