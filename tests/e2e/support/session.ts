// Signing in through the site itself, as a client would.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { waitForToast } from './browser.ts';
import { stack, webUrl } from './stack.ts';

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

/** What the Sign Up form asks for. */
export interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** On /auth: opens the Sign Up tab and fills its form, without sending it. */
export async function fillSignUp(page: Page, fields: SignUpFields): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(fields.fullName);
  await form.getByLabel('Email', { exact: true }).fill(fields.email);
  await form.getByLabel('Password', { exact: true }).fill(fields.password);
  await form.getByLabel('Confirm Password').fill(fields.confirmPassword);
}

/**
 * On /auth: signs up, the password confirmed, and waits for the account's toast and the redirect
 * home (or to `landing`, the page a `?redirect=` returns to).
 */
export async function signUpOnAuthPage(
  page: Page,
  account: Omit<SignUpFields, 'confirmPassword'>,
  landing = '/',
): Promise<void> {
  await fillSignUp(page, { ...account, confirmPassword: account.password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitForToast(page, 'success', 'Account created successfully!');
  await page.waitForURL(webUrl(landing));
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(webUrl('/auth'));
  await signInOnAuthPage(page, email, password);
}

/** The demo owner (scripts/stack seeds her). */
export const demoOwner = { email: 'owner@studio.test', password: 'demo-owner-pass' } as const;

/** A demo client (her pages read the public collections live, as a signed-in user's do). */
export const demoClient = { email: 'ana@studio.test', password: 'demo-client-pass' } as const;

/** The demo assistant (her rights follow the permissions_assistant_* settings). */
export const demoAssistant = { email: 'assistant@studio.test', password: 'demo-assistant-pass' } as const;

/** Where an account's signed-in browser storage is kept for this run (see signInAt). */
function savedSession(account: { email: string; password: string }): string {
  const key = createHash('sha256').update(`${account.email}\n${account.password}`).digest('hex').slice(0, 16);
  return join(stack().sessionsDir, `${key}.json`);
}

/**
 * Signed in as `account`, opens `path`. An account's first sign-in of the run goes through the
 * Sign In form, and its browser storage (Firebase Auth keeps the user in localStorage) is saved;
 * later pages of that account start from it, as a returning client's browser does. Where the
 * form itself is the subject, tests call signIn.
 */
export async function signInAt(
  page: Page,
  account: { email: string; password: string },
  path: string,
): Promise<Page> {
  const saved = savedSession(account);
  if (existsSync(saved)) await page.context().setStorageState(saved);
  else {
    await signIn(page, account.email, account.password);
    await page.context().storageState({ path: saved });
  }
  await page.goto(webUrl(path));
  return page;
}
