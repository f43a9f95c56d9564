// /auth (spec §2, §5, §8) and the dashboard's gate behind it: 'Account Access' with Sign In and Sign Up; every failed rule is its own
// error toast and no request leaves the page; the provider's failures in words a person reads;
// success toasts, the full name on the account and the profile, and signed-in users sent home.
// The tests that only fill the forms and read the toasts share one /auth page. The forms' own
// refusals (a toast per rule, Sign Up's message under its field, no call to Auth) are a screen
// test: web/src/features/auth/__screens__/auth-refusals.test.tsx (docs/testing.md).
import { authMessages } from '@studio/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastTexts, useBrowser, type WatchedPage, waitForToast } from './support/browser.ts';
import { sidebar } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { demoOwner, signInAt, signInOnAuthPage } from './support/session.ts';
import { adminAuth, adminDb, eventually, stack, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

interface SignUpFields {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const valid: SignUpFields = {
  fullName: 'Cleo Park',
  email: 'cleo@studio.test',
  password: 'secret-123',
  confirmPassword: 'secret-123',
};

async function openAuth(options: { keep?: boolean } = {}): Promise<WatchedPage> {
  const watched = await newPage(options);
  await watched.page.goto(webUrl('/auth'));
  await watched.page.getByRole('heading', { name: 'Account Access' }).waitFor();
  return watched;
}

let sharedAuth: WatchedPage | undefined;

/**
 * The file's shared /auth page, for a test that signs no one in: the last test's toasts are
 * closed first, and `since` is where this test's requests start.
 */
async function formsPage(): Promise<{ watched: WatchedPage; since: number }> {
  sharedAuth ??= await openAuth({ keep: true });
  const { page } = sharedAuth;
  await page.locator('.Toastify__close-button').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
  await poll(() => page.locator('.Toastify__toast').count()).toBe(0);
  return { watched: sharedAuth, since: sharedAuth.requests.length };
}

const form = (page: Page, name: 'Sign In' | 'Sign Up') => page.getByRole('form', { name });

async function fillSignUp(page: Page, fields: SignUpFields): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = form(page, 'Sign Up');
  await signUp.getByLabel('Full Name').fill(fields.fullName);
  await signUp.getByLabel('Email', { exact: true }).fill(fields.email);
  await signUp.getByLabel('Password', { exact: true }).fill(fields.password);
  await signUp.getByLabel('Confirm Password').fill(fields.confirmPassword);
}

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signIn = form(page, 'Sign In');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(password);
}

/** The page's requests to the Auth emulator, from the `since`-th request on. */
const authRequests = (watched: WatchedPage, since = 0) =>
  watched.requests.slice(since).filter((url) => url.startsWith(stack().urls.auth));

/**
 * Submits and waits until the error toasts on screen are `expected` (the client-side checks run
 * in one go, so their toasts arrive together; one too many or a wrong one never settles).
 */
async function submitExpectingErrors(watched: WatchedPage, button: string, expected: unknown[]) {
  const { page } = watched;
  await page.getByRole('button', { name: button, exact: true }).click();
  await poll(() => toastTexts(page, 'error')).toEqual(expected);
}

describe('sign up', () => {
  it('creates the account with the full name on it and on the profile, then goes home', async () => {
    const watched = await openAuth();
    const { page } = watched;
    const email = `cleo-${Date.now()}@studio.test`;
    await fillSignUp(page, { ...valid, email });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForToast(page, 'success', 'Account created successfully!');
    await page.waitForURL(webUrl('/'));
    await page.locator('header').getByRole('button', { name: 'Account' }).waitFor();

    const user = await adminAuth().getUserByEmail(email);
    expect(user.displayName).toBe(valid.fullName);
    const profile = await eventually('the profile with the full name', async () => {
      const snap = await adminDb().doc(`profiles/${user.uid}`).get();
      return snap.get('full_name') === valid.fullName && snap.data();
    });
    expect(profile).toMatchObject({ full_name: valid.fullName });
    const role = await adminDb().doc(`user_roles/${user.uid}`).get();
    expect(role.get('role')).toBe('client');
  });

  it('an e-mail already in use: the provider refusal in plain words', async () => {
    const { watched } = await formsPage();
    await fillSignUp(watched.page, { ...valid, email: 'ana@studio.test' });
    await submitExpectingErrors(watched, 'Create Account', [
      expect.stringContaining('An account with this email already exists'),
    ]);
    expect((await toastTexts(watched.page, 'error'))[0]).not.toMatch(/auth\//);
  });
});

describe('sign in', () => {
  it('without motion, a toast shows no countdown bar and still closes by itself; with motion, the bar shows', async () => {
    const { watched } = await formsPage();
    const { page } = watched;
    const toast = page.locator('.Toastify__toast--error');
    const countdown = toast.locator('.Toastify__progress-bar--wrp');
    const visibility = () => countdown.first().evaluate((bar) => getComputedStyle(bar).visibility);
    // Every e2e page prefers reduced motion (support/browser.ts).
    await fillSignIn(page, 'ana', 'demo-client-pass');
    await submitExpectingErrors(watched, 'Sign In', [authMessages.invalidEmail]);
    expect(await visibility()).toBe('hidden');
    // Its hidden bar's animation still ends, and that closes the toast (autoClose, 4 s).
    await poll(() => toast.count()).toBe(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    try {
      await submitExpectingErrors(watched, 'Sign In', [authMessages.invalidEmail]);
      expect(await visibility()).toBe('visible');
    } finally {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('a wrong password: a human message, not an error code', async () => {
    const { watched, since } = await formsPage();
    await fillSignIn(watched.page, 'ana@studio.test', 'not-her-password');
    await submitExpectingErrors(watched, 'Sign In', [expect.stringContaining('Incorrect email or password')]);
    expect((await toastTexts(watched.page, 'error'))[0]).not.toMatch(/auth\/|firebase/i);
    expect(authRequests(watched, since).length).toBeGreaterThan(0);
  });

  it('succeeds with a welcome, goes home, and the Account menu offers Dashboard, Account settings, Two-step verification and Sign Out', async () => {
    const { page } = await openAuth();
    await signInOnAuthPage(page, 'ana@studio.test', 'demo-client-pass');

    // Signed in, /auth sends her home.
    await page.goto(webUrl('/auth'));
    await page.waitForURL(webUrl('/'));

    const header = page.locator('header');
    const account = header.getByRole('button', { name: 'Account' });
    // The app's own signed-in hint (lib/firebase/stored-session.ts) brings Auth back on a page
    // that does not load it itself: after a reload of home she is still signed in.
    expect(await page.evaluate(() => localStorage.getItem('studio.signedIn'))).toBe('1');
    await page.reload();
    await account.click();
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    expect(await menu.locator('a, button').allInnerTexts()).toEqual([
      'Dashboard',
      'Account settings',
      'Two-step verification',
      'Sign Out',
    ]);
    expect(await header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Two-step verification' }).getAttribute('href')).toBe(
      '/dashboard/security',
    );
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await waitForToast(page, 'success', 'Signed out successfully');
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('studio.signedIn'))).toBeNull();
  });

  it('shows the busy text while signing in', async () => {
    const watched = await openAuth();
    const { page } = watched;
    // Hold the sign-in request so the busy state can be seen.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await watched.context.route(`${stack().urls.auth}/**`, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await fillSignIn(page, 'bea@studio.test', 'demo-client-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await waitForToast(page, 'success', 'Welcome back!');
  });
});

// The dashboard gate (spec §2): signed out goes to /auth, a client gets 'My Dashboard' without the
// staff sidebar, the owner gets the staff sections and Staff (Overview active on exact match only)
// and the account menu. Every staff screen meets axe at 360 and 1280 px in overflow-360.test.ts.
const staffSections = [
  'My day',
  'Overview',
  'Clients',
  'Bookings',
  'Calendar',
  'Today',
  'Reports',
  'Booking Interests',
  'Messages',
  'Availability',
  'Services',
  'Products',
  'Orders',
  'Blog',
  'Settings',
];

const activeSections = (page: Page) => sidebar(page).locator('a[aria-current="page"]').allInnerTexts();

describe('dashboard gate', () => {
  it('signed out: /dashboard/clients goes to /auth', async () => {
    const { page } = await newPage();
    await page.goto(webUrl('/dashboard/clients'));
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it("a client sees 'My Dashboard' with her loyalty and appointments, no sidebar", async () => {
    const { page } = await newPage();
    await signInAt(page, { email: 'ana@studio.test', password: 'demo-client-pass' }, '/dashboard');
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Total Visits').waitFor();
    await poll(() => main.innerText()).toMatch(/\w+ tier/);
    await poll(() => main.innerText()).toMatch(/Lifetime bookings/);
    expect(await sidebar(page).count()).toBe(0);
  });

  it('the owner sees the staff sections and Staff; Overview is active on exact match only', async () => {
    const { page } = await newPage();
    await signInAt(page, demoOwner, '/dashboard');
    // Staff (roles) is the owner's alone.
    await poll(async () =>
      (await sidebar(page).getByRole('link').allInnerTexts()).map((t) => t.trim()),
    ).toEqual([...staffSections, 'Staff']);
    await poll(() => activeSections(page)).toEqual(['Overview']);
    await sidebar(page).getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL(webUrl('/dashboard/clients'));
    await poll(() => activeSections(page)).toEqual(['Clients']);
  });

  it("the account menu: 'My Account', View Store, Account settings, Two-step verification, and Sign Out back to '/'", async () => {
    const { page } = await newPage();
    await signInAt(page, demoOwner, '/dashboard/bookings');
    const trigger = page.getByRole('button', { name: 'owner@studio.test', exact: true });
    await trigger.click();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    expect(await menu.locator('a, button').allInnerTexts()).toEqual([
      'View Store',
      'Account settings',
      'Two-step verification',
      'Sign Out',
    ]);
    await page.getByRole('link', { name: 'Two-step verification' }).click();
    await page.waitForURL(webUrl('/dashboard/security'));
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await trigger.click();
    await page.getByRole('link', { name: 'View Store' }).click();
    await page.waitForURL(webUrl('/'));
    // Back to the dashboard through the browser's history (the app stays loaded).
    await page.goBack();
    await page.waitForURL(webUrl('/dashboard/security'));
    await trigger.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(webUrl('/'));
    await page.goto(webUrl('/dashboard'));
    await page.waitForURL((url) => url.pathname === '/auth');
  });
});
