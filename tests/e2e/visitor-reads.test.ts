// A visitor's public pages read Firestore once, through firebase/firestore/lite (REST, no
// listener: web/src/lib/firebase/lite-firebase.ts); once she signs in, the Firebase chunk comes
// and the page she has open follows the studio's changes live, without a reload.
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { signInOnAuthPage } from './support/session.ts';
import { setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

afterEach(() => setPublicSetting('products_section_enabled', true));

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
