// Signing in through the site itself, as a client would.
import type { Page } from 'playwright-core';
import { waitForToast } from './browser.ts';
import { webUrl } from './stack.ts';

/**
 * On /auth: fills the Sign In form and waits for the welcome and the redirect home (or to
 * `landing`, the page a `?redirect=` returns to).
 */
export async function signInOnAuthPage(
  page: Page,
  email: string,
  password: string,
  landing = '/',
): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForToast(page, 'success', 'Welcome back!');
  await page.waitForURL(webUrl(landing));
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(webUrl('/auth'));
  await signInOnAuthPage(page, email, password);
}

/** The demo owner (scripts/stack seeds her). */
export const demoOwner = { email: 'owner@studio.test', password: 'demo-owner-pass' } as const;

/** Signs in through the site as `account`, then opens `path`. */
export async function signInAt(
  page: Page,
  account: { email: string; password: string },
  path: string,
): Promise<Page> {
  await signIn(page, account.email, account.password);
  await page.goto(webUrl(path));
  return page;
}
