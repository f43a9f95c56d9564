// Settings (spec §2, §8): the Blog switch hides Blog from an open public page's navigation live;
// number settings save on blur, coerced to an integer or to two decimals; the Instagram card walks
// welcome → prerequisites → credentials and reports a failed Test Connection.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { signIn } from './support/session.ts';
import { setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

afterAll(async () => {
  await setPublicSetting('blog_section_enabled', true);
});

async function ownerSettings(tab: string): Promise<Page> {
  const { page } = await newPage();
  await signIn(page, 'owner@studio.test', 'demo-owner-pass');
  await page.goto(webUrl('/dashboard/settings'));
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

const headerNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

/** Types a value, leaves the field, and returns what the field shows once saved. */
async function saveOnBlur(page: Page, field: Locator, value: string): Promise<string> {
  await field.fill(value);
  await field.blur();
  // The same message again replaces its toast, so each save waits for its own toast to go.
  const saved = page.locator('.Toastify__toast--success').first();
  await saved.waitFor();
  await saved.waitFor({ state: 'detached', timeout: 15_000 });
  return field.inputValue();
}

describe('settings', () => {
  it('the Blog switch takes Blog out of an open public navigation and back, live', async () => {
    const { page: home } = await newPage();
    await home.goto(webUrl('/'));
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

  it('numbers save on blur: hours as an integer, the tax rate to two decimals', async () => {
    const page = await ownerSettings('Bookings');
    const lead = page.getByLabel('Booking lead time (hours)');
    const leadBefore = await lead.inputValue();
    expect(await saveOnBlur(page, lead, '12.7')).toBe('12');
    await saveOnBlur(page, lead, leadBefore);
    await page.getByRole('tab', { name: 'Pricing' }).click();
    const tax = page.getByLabel('Tax rate (%)');
    const taxBefore = await tax.inputValue();
    expect(await saveOnBlur(page, tax, '7.255')).toBe('7.26');
    await saveOnBlur(page, tax, taxBefore);
  });

  it('Instagram: welcome, prerequisites, credentials; bad credentials fail the test', async () => {
    const page = await ownerSettings('Integrations');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText('A Meta developer account').waitFor();
    await page.getByRole('button', { name: 'I Have These' }).click();
    const test = page.getByRole('button', { name: 'Test Connection' });
    expect(await test.isDisabled()).toBe(true);
    await page.getByLabel('Instagram Business Account ID').fill('17841400000000001');
    await page.getByLabel('Page Access Token').fill('not-a-token');
    await test.click();
    await waitForToast(page, 'error', 'Connection failed');
  });
});
