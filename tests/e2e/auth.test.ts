// /auth (spec §2, §5, §8): 'Account Access' with Sign In and Sign Up; every failed rule is its own
// error toast and no request leaves the page; the provider's failures in words a person reads;
// success toasts, the full name on the account and the profile, and signed-in users sent home.
// The tests that only fill the forms and read the toasts share one /auth page. The forms' own
// refusals (a toast per rule, Sign Up's message under its field, no call to Auth) are a screen
// test: web/src/features/auth/__screens__/auth-refusals.test.tsx (docs/testing.md), and so is the
// dashboard's gate behind it (signed out to /auth, a client's My Dashboard, the owner's sidebar,
// the account menu): web/src/app/routes/dashboard/__screens__/dashboard-gate.test.tsx.
// The account after sign-up, through the Auth emulator's e-mailed links and the functions (moved
// here from accounts.test.ts and catalog-editing.test.ts): the owner makes the new client an
// assistant and removes her (her open dashboard follows), she changes her e-mail through its link
// (syncMyEmail; the owner's Clients list follows), "Forgot password?", and a walk-in client added
// from Clients who signs up later. The screens' own parts are screen tests (docs/testing.md).
import { authMessages, messages } from '@studio/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  emailChangeLink,
  emailVerificationLink,
  passwordResetLink,
  studioActionPath,
} from './support/auth-emulator.ts';
import { closeToasts, toastTexts, useBrowser, type WatchedPage, waitForToast } from './support/browser.ts';
import { openMyDashboard, openSection, sidebar } from './support/dashboard.ts';
import { poll, pollFunctionResult } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import {
  demoOwner,
  fillSignUp,
  type SignUpFields,
  signInAt,
  signInOnAuthPage,
  signUpOnAuthPage,
} from './support/session.ts';
import { adminAuth, adminDb, eventually, stack, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const run = Date.now();
// A story through several screens, e-mailed links and functions: room for a loaded 2-core machine.
const story = 300_000;

let ownerPage: Page | undefined;

/** The owner's dashboard, one page for the file's stories, opened on a section through the sidebar. */
async function ownerAt(section: 'Clients' | 'Staff'): Promise<Page> {
  if (!ownerPage) ownerPage = await signInAt((await newPage({ keep: true })).page, demoOwner, '/dashboard');
  else await closeToasts(ownerPage);
  const link = sidebar(ownerPage).getByRole('link', { name: section, exact: true });
  if (new URL(ownerPage.url()).pathname !== (await link.getAttribute('href'))) {
    await openSection(ownerPage, section);
  }
  return ownerPage;
}

/** Fails with a screenshot of the page, so a timeout shows what the page showed instead. */
async function showing(page: Page, name: string, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    await saveScreenshot(page, `auth-failed-${name}`);
    throw error;
  }
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

describe('sign up and verification, password reset', () => {
  it(
    'creates the account with the full name on it and on the profile, goes home; the owner makes her an assistant and removes her (her open page follows), and she changes her e-mail through its link (the Clients list follows)',
    async () => {
      const watched = await openAuth();
      const { page } = watched;
      const email = `cleo-${run}@studio.test`;
      await signUpOnAuthPage(page, { ...valid, email });
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

      // Her account page, through the header's menu: a client's, without the staff sidebar.
      await page.locator('header').getByRole('button', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'Account settings' }).click();
      await page.waitForURL(webUrl('/dashboard/account'));
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      // Her role read from her token: a client's form asks her nail preferences (my-account.test.tsx
      // tests the form itself).
      await page.getByRole('form', { name: 'Your details' }).getByLabel('Nail shape').waitFor();
      expect(await sidebar(page).count()).toBe(0);

      // The owner makes her an assistant (setUserRole): her open page gets the sidebar, no reload.
      const owner = await ownerAt('Staff');
      const list = owner.getByRole('list', { name: 'Owners and assistants' });
      await showing(owner, 'staff', () =>
        list.getByRole('listitem', { name: demoOwner.email }).waitFor({ timeout: 60_000 }),
      );
      const add = owner.getByRole('form', { name: 'Add an assistant' });
      await add.getByLabel('Email of her account').fill(email);
      await add.getByRole('button', { name: 'Add assistant' }).click();
      await waitForToast(owner, 'success', 'Assistant added');
      const row = list.getByRole('listitem', { name: valid.fullName });
      await row.getByText('Assistant', { exact: true }).waitFor();
      await sidebar(page).waitFor({ timeout: 30_000 });
      await saveScreenshot(owner, 'auth-staff');
      // Removed from the staff: her row goes, and her sidebar too.
      await row.getByRole('button', { name: 'Remove from staff' }).click();
      await owner.getByRole('button', { name: 'Remove', exact: true }).click();
      await waitForToast(owner, 'success', 'Role changed');
      await row.waitFor({ state: 'detached' });
      await sidebar(page).waitFor({ state: 'detached', timeout: 30_000 });
      expect((await adminDb().doc(`user_roles/${user.uid}`).get()).get('role')).toBe('client');

      // The owner has the Clients list open while she changes her address (issue 29 item 4).
      await ownerAt('Clients');
      const clientRow = (address: string) => owner.locator('tbody tr', { hasText: address });
      await showing(owner, 'clients-list', () => clientRow(email).waitFor({ timeout: 60_000 }));
      const newEmail = `cleo-new-${run}@studio.test`;
      const change = page.getByRole('form', { name: 'Change email' });
      await change.getByLabel('Email').fill(newEmail);
      await change.getByRole('button', { name: 'Change email' }).click();
      await waitForToast(page, 'success', 'Check your new inbox');
      await page.goto(webUrl(studioActionPath(await emailChangeLink(newEmail))));
      // The page says so once syncMyEmail has answered (auth-action-route.tsx).
      await showing(page, 'email-verified', () =>
        page.getByText('Your new email address is verified').waitFor({ timeout: 180_000 }),
      );
      expect((await adminAuth().getUser(user.uid)).email).toBe(newEmail);
      // Her profile follows the verified address (syncMyEmail), so the studio's list updates live.
      await pollFunctionResult(
        async () => (await adminDb().doc(`profiles/${user.uid}`).get()).data()?.email,
      ).toBe(newEmail);
      await showing(owner, 'clients-list-new-email', () => clientRow(newEmail).waitFor({ timeout: 30_000 }));
      expect(await clientRow(email).count()).toBe(0);
      await clientRow(newEmail).getByRole('link', { name: valid.fullName }).click();
      await owner.getByRole('heading', { name: valid.fullName }).waitFor();
      await owner.getByRole('link', { name: newEmail, exact: true }).waitFor();
    },
    story,
  );

  it('an e-mail already in use: the provider refusal in plain words', async () => {
    const { watched } = await formsPage();
    await fillSignUp(watched.page, { ...valid, email: 'ana@studio.test' });
    await submitExpectingErrors(watched, 'Create Account', [
      expect.stringContaining('An account with this email already exists'),
    ]);
    expect((await toastTexts(watched.page, 'error'))[0]).not.toMatch(/auth\//);
  });

  it('"Forgot password?" e-mails a link; its page sets a new password that then signs in', async () => {
    const email = `rita-${run}@studio.test`;
    await adminAuth().createUser({ email, password: 'old-secret-1', displayName: 'Rita Vale' });
    const { page } = await openAuth();
    await form(page, 'Sign In').getByLabel('Email').fill(email);
    await form(page, 'Sign In').getByRole('button', { name: 'Forgot password?' }).click();
    // The address typed so far comes along (auth-refusals.test.tsx checks it; typed again here).
    const resetForm = page.getByRole('form', { name: 'Reset password' });
    await resetForm.getByLabel('Email').fill(email);
    await resetForm.getByRole('button', { name: 'Send reset link' }).click();
    await waitForToast(page, 'success', 'Check your email');

    await page.goto(webUrl(studioActionPath(await passwordResetLink(email))));
    const newPassword = page.getByRole('form', { name: 'New password' });
    await newPassword.getByLabel('New Password', { exact: true }).fill('new-secret-2');
    await newPassword.getByLabel('Confirm New Password').fill('new-secret-2');
    await newPassword.getByRole('button', { name: 'Save new password' }).click();
    await waitForToast(page, 'success', 'Password changed');
    // The page goes on to Sign In, where the new password signs her in.
    await page.waitForURL(webUrl('/auth'));
    await signInOnAuthPage(page, email, 'new-secret-2');
  });

  it(
    'a walk-in client added from Clients signs up with her e-mail: her visits are hers once she has verified it',
    async () => {
      const email = `walk-in-${run}@studio.test`;
      const owner = await ownerAt('Clients');
      await owner.getByRole('button', { name: 'Add Client' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Add Client' });
      await dialog.getByLabel('Full name').fill('Wanda Walk-In');
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Add Client' }).click();
      await waitForToast(owner, 'success', 'Client added successfully');
      await owner.getByRole('heading', { name: 'Wanda Walk-In' }).waitFor();
      const walkInId = decodeURIComponent(new URL(owner.url()).pathname.split('/').pop() ?? '');
      expect((await adminDb().doc(`profiles/${walkInId}`).get()).data()).toMatchObject({
        full_name: 'Wanda Walk-In',
        email,
        walk_in: true,
      });
      const service = await adminDb()
        .collection('services')
        .where('name', '==', 'Classic Manicure')
        .limit(1)
        .get();
      await adminDb()
        .collection('bookings')
        .add({
          client_id: walkInId,
          service_id: service.docs[0]?.id,
          scheduled_at: new Date(Date.UTC(2026, 0, 15, 15)),
          total_price: 35,
          status: 'completed',
        });

      const { page: her } = await openAuth();
      await signUpOnAuthPage(her, { fullName: 'Wanda Walk-In', email, password: 'walk-in-pass' });

      // Not verified yet: anyone may type any address, so the walk-in's history is not shown.
      await openMyDashboard(her);
      await her.getByText(messages.empty.clientBookings).waitFor();
      expect((await adminDb().doc(`profiles/${walkInId}`).get()).get('walk_in')).toBe(true);

      // She opens the link the sign-up e-mailed her: the record joins her account (a ceiling, not
      // a measure, for a loaded machine).
      await her.goto(webUrl(studioActionPath(await emailVerificationLink(email))));
      // The page's words are compared, not waited for, so that a failure says what it showed.
      await her
        .getByRole('heading', { name: /^(All set|This link did not work)$/ })
        .waitFor({ timeout: 150_000 });
      expect(await her.locator('p[role="status"], p[role="alert"]').innerText()).toBe(
        'Your email address is verified. Your visits with us are in your account now.',
      );
      await openMyDashboard(her);
      await her.getByText('Classic Manicure').first().waitFor();
      expect((await adminDb().doc(`profiles/${walkInId}`).get()).exists).toBe(false);
    },
    story,
  );
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
