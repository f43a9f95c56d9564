// Two-step verification (spec §3, §4 multi-factor), with text-message codes read from the Auth
// emulator: a new client verifies her e-mail and adds a phone on /dashboard/security; her next
// sign-in asks for the texted code (a wrong code is refused, the right one signs her in); once she
// removes the phone she signs in with her password alone. The demo accounts keep no second factor.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeTextedDuring, emailVerificationLink } from './support/auth-emulator.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { PHONE, useBrowser, waitForToast } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signInOnAuthPage, signUpOnAuthPage } from './support/session.ts';
import { adminAuth, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const stamp = Date.now();
const client = { name: 'Dora Quinn', email: `dora-${stamp}@studio.test`, password: 'dora-secret-1' };
// A number of its own per run: the emulator lists every code it has texted.
const phone = { typed: `+1 555 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4)}`, e164: '' };
phone.e164 = phone.typed.replace(/\s/g, '');
const last4 = phone.e164.slice(-4);
// As on screen, spaces normalised (Playwright's text matching treats the no-break space as one).
const lastFour = `•••• ${last4}`;

async function signUp(page: Page): Promise<void> {
  await page.goto(webUrl('/auth'));
  await signUpOnAuthPage(page, { fullName: client.name, email: client.email, password: client.password });
}

/**
 * On a phone, from the header's menu: a link of the menu, or one of its Account menu. A navigation
 * closes the menu, and the sign-in's own may land just after the page shows: as a person would,
 * she opens it again (a CI run once saw the menu close under the click, on a loaded machine).
 */
async function followMenu(page: Page, link: string, inAccountMenu: boolean): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const target = menu.getByRole('link', { name: link, exact: true });
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      if (inAccountMenu && !(await target.isVisible()))
        await menu.getByRole('button', { name: 'Account' }).click({ timeout: 10_000 });
      await target.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/** Signed in, her dashboard through the header's menu (the app stays loaded). */
async function openMyDashboard(page: Page): Promise<void> {
  await followMenu(page, 'Dashboard', true);
  await page.waitForURL(webUrl('/dashboard'));
}

/** Through the dashboard's account menu, as she would find it. */
async function openSecurity(page: Page): Promise<void> {
  await openMyDashboard(page);
  await page.getByRole('button', { name: client.email, exact: true }).click();
  await page.getByRole('link', { name: 'Two-step verification' }).click();
  await page.waitForURL(webUrl('/dashboard/security'));
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: client.email, exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(webUrl('/'));
}

/** Signs in with her password: the code step opens, and the code it texted her. */
async function passwordStep(page: Page): Promise<{ challenge: Locator; code: string }> {
  await page.goto(webUrl('/auth'));
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(client.email);
  await form.getByLabel('Password').fill(client.password);
  const code = await codeTextedDuring(phone.e164, () =>
    form.getByRole('button', { name: 'Sign In' }).click(),
  );
  return { challenge: page.getByRole('form', { name: 'Two-step verification' }), code };
}

const phones = (page: Page) => page.getByRole('list', { name: 'Your phones' }).getByRole('listitem');

describe('two-step verification', () => {
  it('a new client verifies her e-mail, then adds a phone with the texted code', async () => {
    const { page, context } = await newPage({ viewport: PHONE });
    await signUp(page);
    await openSecurity(page);
    await page.getByText('No phone yet.').waitFor();

    // A phone needs a verified address first.
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByRole('button', { name: "I've verified it" }).click();
    await waitForToast(page, 'error', 'Not verified yet');
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await waitForToast(page, 'success', 'Verification email sent');
    const mail = await context.newPage();
    await mail.goto(await emailVerificationLink(client.email));
    expect(await mail.textContent('body')).toContain('successfully verified');
    await mail.close();
    await page.getByRole('button', { name: "I've verified it" }).click();
    await waitForToast(page, 'success', 'Email verified');

    const add = page.getByRole('form', { name: 'Add a phone' });
    await add.getByLabel('Mobile number').fill('555 0100');
    await add.getByRole('button', { name: 'Send code' }).click();
    await waitForToast(page, 'error', 'Enter your mobile number with its country code');

    await add.getByLabel('Mobile number').fill(phone.typed);
    await add.getByLabel('Name (optional)').fill('Work phone');
    const code = await codeTextedDuring(phone.e164, () =>
      add.getByRole('button', { name: 'Send code' }).click(),
    );
    const confirm = page.getByRole('form', { name: 'Confirm the phone' });
    await confirm.getByText(`Enter the code we sent to ${lastFour}.`).waitFor();
    await confirm.getByLabel('Verification code').fill(code);
    await confirm.getByRole('button', { name: 'Add phone' }).click();
    await waitForToast(page, 'success', 'Two-step verification is on');

    await poll(() => phones(page).allInnerTexts()).toEqual([
      expect.stringMatching(
        new RegExp(`^Work phone\\s+••••\\s${last4}\\s+Added \\w{3} \\d+, \\d{4}\\s+Remove$`),
      ),
    ]);
    const user = await adminAuth().getUserByEmail(client.email);
    expect(user.multiFactor?.enrolledFactors.map((f) => f.displayName)).toEqual(['Work phone']);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'dashboard-security');
  });

  it('her next sign-in asks for the texted code: a wrong code is refused, the right one signs her in', async () => {
    const { page } = await newPage({ viewport: PHONE });
    const { challenge, code } = await passwordStep(page);
    await challenge.getByText(`Enter the code we sent to ${lastFour}.`).waitFor();
    await saveScreenshot(page, 'auth-two-step');
    await challenge.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await challenge.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'error', 'That code is not right');
    expect(page.url()).toBe(webUrl('/auth'));

    await challenge.getByLabel('Verification code').fill(code);
    await challenge.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'success', 'Welcome back!');
    await page.waitForURL(webUrl('/'));
    await openMyDashboard(page);
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  });

  it('removing the phone turns it off: the next sign-in needs the password only', async () => {
    const { page } = await newPage({ viewport: PHONE });
    const { challenge, code } = await passwordStep(page);
    await challenge.getByLabel('Verification code').fill(code);
    await challenge.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(webUrl('/'));

    await openSecurity(page);
    await page.getByRole('button', { name: 'Remove Work phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this phone?' });
    await dialog.getByText('Two-step verification turns off.').waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await waitForToast(page, 'success', 'Phone removed');
    await page.getByText('No phone yet.').waitFor();
    const user = await adminAuth().getUserByEmail(client.email);
    expect(user.multiFactor?.enrolledFactors ?? []).toEqual([]);

    await signOut(page);
    await followMenu(page, 'Sign In', false);
    await page.waitForURL(webUrl('/auth'));
    await signInOnAuthPage(page, client.email, client.password);
  });
});
