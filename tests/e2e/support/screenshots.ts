// Screenshots kept as test artifacts (test-results/ is gitignored; CI keeps the folder).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(
  new URL('../../../test-results/e2e-screenshots/', import.meta.url),
);

/**
 * A PNG named after the page and the viewport width, e.g. home-360.png: the full page, or with
 * `firstScreen` only what shows before any scrolling (home-first-screen-1280.png).
 */
export async function saveScreenshot(page: Page, name: string, options: { firstScreen?: boolean } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const suffix = options.firstScreen ? '-first-screen' : '';
  const path = join(SCREENSHOT_DIR, `${name}${suffix}-${width}.png`);
  await page.screenshot({ path, fullPage: !options.firstScreen, animations: 'disabled' });
  return path;
}
