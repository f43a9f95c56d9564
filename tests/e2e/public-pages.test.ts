// The public pages, signed out: only what needs a browser's layout, focus and painting is here.
// What each page shows (data at 360 and 1280 px, header, mobile menu, shop badges, blog order,
// posts, 404) is a screen test now (web/src/app/__screens__/public-pages.test.tsx; docs/testing.md);
// axe and "no sideways scroll" on every route are overflow-360.test.ts's. Kept here: the check
// that axe finds what it should, the skip link's native jump (the browser moves focus to the
// fragment's target; happy-dom does not), Services scrolling to its section (layout), and the
// README's picture of the home page.
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

it('the accessibility check finds what it should (an image without alt text)', async () => {
  const { page } = await newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><img src="x.png"></main></html>',
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([
    expect.stringMatching(/^image-alt \(critical\)/),
  ]);
});

describe('home, in a browser', () => {
  it('keyboard: the first Tab reaches the skip link, which moves focus to the content', async () => {
    const { page } = await newPage({ viewport: DESKTOP });
    await page.goto(webUrl('/'));
    await page.locator('#services article').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it("the header's Services scrolls to the section; the README's picture of the home", async () => {
    const { page } = await newPage({ viewport: DESKTOP });
    await page.goto(webUrl('/'));
    await page.locator('#services article').first().waitFor();
    await page.locator('#blog article').first().waitFor();
    await page.locator('#shop article').first().waitFor();
    // The README's picture of the site (docs/home.png is a copy of it).
    await saveScreenshot(page, 'home', { firstScreen: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(webUrl('/#services'));
    await page.waitForFunction(
      () => Math.abs(document.getElementById('services')?.getBoundingClientRect().top ?? 999) < 80,
    );
  });
});
