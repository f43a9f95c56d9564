// Screenshots kept as test artifacts (test-results/ is gitignored; CI keeps the folder).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(
  new URL('../../../test-results/e2e-screenshots/', import.meta.url),
);

/** A full-page PNG named after the page and the viewport width, e.g. home-360.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
