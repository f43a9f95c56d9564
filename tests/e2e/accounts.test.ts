// Accounts and the client's own space (issue 14): "Forgot password?" through the Auth emulator's
// e-mailed link; the owner's staff screen; My Account; the wizard that keeps her service through
// a sign-up and prefills her details; her requests on her dashboard, live, and withdrawn; the
// lead time and the studio's zone in the wizard.

import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { emailChangeLink, passwordResetLink, studioActionPath } from './support/auth-emulator.ts';
import { useBrowser, waitForToast } from './support/browser.ts';
import { openMyDashboard } from './support/dashboard.ts';
import { poll, pollFunctionResult } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt, signInOnAuthPage } from './support/session.ts';
import { adminAuth, adminDb, eventually, setPublicSetting, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const stamp = Date.now();
const createdInterests: string[] = [];

afterAll(async () => {
  await Promise.all(createdInterests.map((id) => adminDb().doc(`booking_interests/${id}`).delete()));
});

/** Fails with a screenshot of the page, so a timeout shows what the page showed instead. */
async function showing(page: Page, name: string, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    await saveScreenshot(page, `accounts-failed-${name}`);
    throw error;
  }
}
// Each test walks several screens and waits for e-mailed links and live updates: room for a loaded machine.

/** A visitor signs up on /auth (the sign-up function gives her a profile and the client role). */
async function signUpOnSite(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto(webUrl('/auth'));
  await signUpHere(page, person);
  await page.waitForURL(webUrl('/'));
}

/** On /auth: fills the Sign Up form and waits for its success toast. */
async function signUpHere(page: Page, person: { name: string; email: string; password: string }) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Email', { exact: true }).fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm Password').fill(person.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  // The sign-up function gives her a profile and the client role first: slow on a loaded machine.
  const created = page.locator('.Toastify__toast--success', { hasText: 'Account created successfully!' });
  await showing(page, 'sign-up', () => created.first().waitFor({ timeout: 90_000 }));
}

describe('password reset', () => {
  it('"Forgot password?" e-mails a link; its page sets a new password that then signs in', async () => {
    const email = `rita-${stamp}@studio.test`;
    await adminAuth().createUser({ email, password: 'old-secret-1', displayName: 'Rita Vale' });
    const { page } = await newPage();
    await page.goto(webUrl('/auth'));
    const signInForm = page.getByRole('form', { name: 'Sign In' });
    await signInForm.getByLabel('Email').fill(email);
    await signInForm.getByRole('button', { name: 'Forgot password?' }).click();
    const resetForm = page.getByRole('form', { name: 'Reset password' });
    // The address typed so far comes along.
    await resetForm.getByLabel('Email').fill(email);
    await resetForm.getByRole('button', { name: 'Send reset link' }).click();
    await waitForToast(page, 'success', 'Check your email');
    await saveScreenshot(page, 'accounts-forgot-password');

    await page.goto(webUrl(studioActionPath(await passwordResetLink(email))));
    const newPassword = page.getByRole('form', { name: 'New password' });
    await newPassword.getByLabel('New Password', { exact: true }).fill('new-secret-2');
    await newPassword.getByLabel('Confirm New Password').fill('not-the-same');
    await newPassword.getByRole('button', { name: 'Save new password' }).click();
    await waitForToast(page, 'error', "Passwords don't match");
    await newPassword.getByLabel('Confirm New Password').fill('new-secret-2');
    await newPassword.getByRole('button', { name: 'Save new password' }).click();
    await waitForToast(page, 'success', 'Password changed');
    // The page goes on to Sign In, where the new password signs her in.
    await page.waitForURL(webUrl('/auth'));
    await signInOnAuthPage(page, email, 'new-secret-2');
  }, 240_000);
});

describe('staff management', () => {
  it('the owner makes a client an assistant (her sidebar appears without a reload), and cannot demote the last owner', async () => {
    const client = { name: 'Sara Lind', email: `sara-${stamp}@studio.test`, password: 'sara-secret-1' };
    const { page: sara } = await newPage();
    await signUpOnSite(sara, client);
    await openMyDashboard(sara);
    await sara.getByRole('heading', { name: 'My Dashboard' }).waitFor();
    expect(await sara.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);

    const { page: owner } = await newPage();
    await signInAt(owner, demoOwner, '/dashboard');
    await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Staff' }).click();
    await owner.getByRole('heading', { name: 'Staff' }).waitFor();
    const list = owner.getByRole('list', { name: 'Owners and assistants' });
    await showing(owner, 'staff', () =>
      list.getByRole('listitem', { name: demoOwner.email }).waitFor({ timeout: 60_000 }),
    );

    const add = owner.getByRole('form', { name: 'Add an assistant' });
    await add.getByLabel('Email of her account').fill(client.email);
    await add.getByRole('button', { name: 'Add assistant' }).click();
    await waitForToast(owner, 'success', 'Assistant added');
    const row = list.getByRole('listitem', { name: client.name });
    await row.getByText('Assistant', { exact: true }).waitFor();
    // Her open dashboard turns into the staff one: the sidebar, without a reload.
    await sara.getByRole('navigation', { name: 'Dashboard' }).waitFor({ timeout: 30_000 });
    await saveScreenshot(owner, 'accounts-staff');

    // The only owner cannot make herself an assistant.
    const me = list.getByRole('listitem', { name: demoOwner.email });
    await me.getByRole('button', { name: 'Make assistant' }).click();
    await owner.getByRole('button', { name: 'Change role' }).click();
    await waitForToast(owner, 'error', 'The studio must keep at least one owner.');
    await owner.getByRole('button', { name: 'Cancel' }).click();
    await me.getByText('Owner', { exact: true }).waitFor();

    // Removed from the staff: her row goes, and her sidebar too.
    await row.getByRole('button', { name: 'Remove from staff' }).click();
    await owner.getByRole('button', { name: 'Remove', exact: true }).click();
    await waitForToast(owner, 'success', 'Role changed');
    await row.waitFor({ state: 'detached' });
    await sara.getByRole('navigation', { name: 'Dashboard' }).waitFor({ state: 'detached', timeout: 30_000 });
  }, 240_000);
});

describe('my account', () => {
  it('a client edits her details (name required) and changes her e-mail through the verification link', async () => {
    const nina = { name: 'Nina Park', email: `nina-${stamp}@studio.test`, password: 'nina-secret-1' };
    const { page } = await newPage();
    await signUpOnSite(page, nina);
    await page.locator('header').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL(webUrl('/dashboard/account'));
    await page.getByRole('heading', { name: 'My Account' }).waitFor();

    const details = page.getByRole('form', { name: 'Your details' });
    await poll(() => details.getByLabel('Full Name').inputValue()).toBe(nina.name);
    await details.getByLabel('Full Name').fill('  ');
    await details.getByLabel('Phone').fill('+1 555 010 2030');
    await details.getByLabel('Instagram handle').fill('@nina.nails');
    await details.getByLabel('Nail shape').fill('almond');
    await details.getByLabel('How should we reach you?').selectOption('instagram');
    await details.getByRole('button', { name: 'Save details' }).click();
    await waitForToast(page, 'error', 'Please enter your name');
    await details.getByLabel('Full Name').fill('Nina Park-Lee');
    await details.getByRole('button', { name: 'Save details' }).click();
    await waitForToast(page, 'success', 'Profile saved');
    const { uid } = await adminAuth().getUserByEmail(nina.email);
    const profile = (await adminDb().doc(`profiles/${uid}`).get()).data();
    expect(profile).toMatchObject({
      full_name: 'Nina Park-Lee',
      phone: '+1 555 010 2030',
      instagram_handle: 'nina.nails',
      preferences: {
        nailShape: 'almond',
        nailLength: null,
        style: null,
        communicationPreference: 'instagram',
      },
    });
    await saveScreenshot(page, 'accounts-my-account');

    // The owner has the Clients list open while Nina changes her address (issue 29 item 4).
    const { page: owner } = await newPage();
    await signInAt(owner, demoOwner, '/dashboard/clients');
    const ninaRow = (email: string) => owner.locator('tbody tr', { hasText: email });
    await showing(owner, 'clients-list', () => ninaRow(nina.email).waitFor({ timeout: 60_000 }));

    const newEmail = `nina-new-${stamp}@studio.test`;
    const change = page.getByRole('form', { name: 'Change email' });
    await change.getByLabel('Email').fill(newEmail);
    await change.getByRole('button', { name: 'Change email' }).click();
    await waitForToast(page, 'success', 'Check your new inbox');
    await page.goto(webUrl(studioActionPath(await emailChangeLink(newEmail))));
    // The page says so once syncMyEmail has answered (auth-action-route.tsx): a function's first
    // call, which the Functions emulator has taken over a minute to load on a loaded machine.
    await showing(page, 'email-verified', () =>
      page.getByText('Your new email address is verified').waitFor({ timeout: 180_000 }),
    );
    expect((await adminAuth().getUser(uid)).email).toBe(newEmail);

    // Her profile follows the verified address (syncMyEmail), so the studio's list updates live,
    // and her page shows it too.
    await pollFunctionResult(async () => (await adminDb().doc(`profiles/${uid}`).get()).data()?.email).toBe(
      newEmail,
    );
    await showing(owner, 'clients-list-new-email', () => ninaRow(newEmail).waitFor({ timeout: 30_000 }));
    expect(await ninaRow(nina.email).count()).toBe(0);
    await ninaRow(newEmail).getByRole('link', { name: 'Nina Park-Lee' }).click();
    await owner.getByRole('heading', { name: 'Nina Park-Lee' }).waitFor();
    await owner.getByRole('link', { name: newEmail, exact: true }).waitFor();
  }, 420_000);
});

/** Clicks the first day of the calendar that can be chosen (paging on once if this month has none). */
async function chooseFirstOpenDay(page: Page) {
  const open = page.locator('button[aria-label$=", available"]');
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  const label = (await open.first().getAttribute('aria-label')) ?? '';
  await open.first().click();
  return label;
}

const slots = (page: Page) => page.getByRole('group', { name: 'Preferred time' }).getByRole('button');

describe('the wizard keeps her service; her requests on her dashboard', () => {
  it('/booking?service= signed out → sign up → back in the wizard with the service and her details; staff see it; her dashboard follows it live', async () => {
    const lena = { name: 'Lena Cruz', email: `lena-${stamp}@studio.test`, password: 'lena-secret-1' };
    const { page } = await newPage();
    const wizardUrl = '/booking?service=svc-acrylic-full';
    await page.goto(webUrl(wizardUrl));
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(webUrl(`/auth?redirect=${encodeURIComponent(wizardUrl)}`));
    await signUpHere(page, lena);
    await page.waitForURL(webUrl(wizardUrl));

    // Her details on file, then the wizard again: they are prefilled.
    const { uid } = await adminAuth().getUserByEmail(lena.email);
    await adminDb()
      .doc(`profiles/${uid}`)
      .update({
        instagram_handle: 'lena.cruz.nails',
        preferences: { nailShape: 'Almond', nailLength: 'Short', style: null, communicationPreference: null },
        allergies: ['Latex'],
      });
    await page.reload();
    const service = page.getByRole('region', { name: 'Your service' });
    await showing(page, 'wizard-service', () =>
      service.getByRole('heading', { name: 'Acrylic Full Set' }).waitFor(),
    );
    expect(await service.innerText()).toContain('From $70 · 90 min · Extensions');
    await page.getByText('Preferred date').waitFor();
    const handle = page.getByLabel('Instagram handle (optional)');
    await poll(() => handle.inputValue()).toBe('@lena.cruz.nails');
    expect(await page.getByLabel('Special requests (optional)').inputValue()).toBe(
      'Nail shape: Almond\nNail length: Short\nAllergies: Latex',
    );
    // Back keeps the service (and the URL), with the choice to let it go.
    await page.getByRole('button', { name: 'Back' }).click();
    await service.getByRole('button', { name: 'Choose something else' }).waitFor();
    expect(page.url()).toBe(webUrl(wizardUrl));
    await page.getByRole('button', { name: /^I Don't Know/ }).click();
    await service.waitFor();

    await chooseFirstOpenDay(page);
    await slots(page).and(page.locator(':not([disabled])')).first().click();
    await page.getByRole('button', { name: 'Submit Interest' }).click();
    await page.getByRole('heading', { name: 'Interest Submitted!' }).waitFor();
    expect(await page.locator('main dl').innerText()).toContain('Acrylic Full Set');
    await saveScreenshot(page, 'accounts-wizard-service');

    const interest = await eventually('her booking interest', async () => {
      const found = await adminDb().collection('booking_interests').where('client_id', '==', uid).get();
      const first = found.docs[0];
      return first ? { id: first.id, ...first.data() } : undefined;
    });
    createdInterests.push(interest.id);
    expect(interest).toMatchObject({
      service_id: 'svc-acrylic-full',
      category: 'consultation',
      instagram_handle: 'lena.cruz.nails',
      client_notes: 'Nail shape: Almond\nNail length: Short\nAllergies: Latex',
      status: 'new',
    });

    // Her dashboard: the request, in plain words.
    await openMyDashboard(page);
    const requests = page.getByRole('list', { name: 'My requests' });
    const request = requests.getByRole('listitem').first();
    await showing(page, 'my-requests', () => request.getByText('Acrylic Full Set').waitFor());
    await request.getByText("We'll message you on Instagram").waitFor();

    // The owner sees the service in the inbox and marks it contacted: her dashboard follows.
    const owner = await signInAt((await newPage()).page, demoOwner, '/dashboard/booking-interests');
    const row = owner.locator('tbody tr', { hasText: 'lena.cruz.nails' });
    await showing(owner, 'inbox-service', () => row.getByText('Acrylic Full Set').waitFor());
    await saveScreenshot(owner, 'accounts-inbox-service');
    await row.getByRole('button', { name: /^Mark Contacted/ }).click();
    await waitForToast(owner, 'success', 'Interest updated');
    await request.getByText("We've messaged you on Instagram").waitFor();
    expect(await request.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);

    // A second request, still new, arrives live; she withdraws it.
    const second = await adminDb().collection('booking_interests').add({
      client_id: uid,
      category: 'pedicure',
      service_id: null,
      preferred_date: '2026-12-21',
      preferred_time: '15:00',
      client_notes: null,
      instagram_handle: null,
      status: 'new',
      contacted_at: null,
      created_at: FieldValue.serverTimestamp(),
    });
    createdInterests.push(second.id);
    const newest = requests.getByRole('listitem').first();
    await newest.getByText('Pedicure').waitFor();
    await saveScreenshot(page, 'accounts-my-requests');
    await newest.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await waitForToast(page, 'success', 'Request withdrawn');
    await newest.getByText('Withdrawn').waitFor();
    await poll(async () => (await second.get()).data()?.status).toBe('withdrawn');
  }, 300_000);

  it('offers no time inside the lead time, and names the studio zone to a browser elsewhere', async () => {
    await setPublicSetting('scheduling_lead_time_hours', 24 * 9);
    onTestFinished(() => setPublicSetting('scheduling_lead_time_hours', 24));
    const { page } = await newPage({ timeZone: 'Europe/Paris' });
    await signInAt(page, { email: 'bea@studio.test', password: 'demo-client-pass' }, '/booking');
    await page.getByRole('button', { name: /^Manicure/ }).click();
    await page.getByText('Choose a date to see the times.').waitFor();

    // The next eight days in New York are too soon (or past, or closed); never available.
    const soon = Array.from({ length: 8 }, (_, i) => nyDayName(new Date(Date.now() + i * 86_400_000)));
    const labels = async () =>
      page
        .locator('button[aria-label*=", "]')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
    const shown = [...(await labels())];
    await page.getByRole('button', { name: 'Next month' }).click();
    shown.push(...(await labels()));
    await page.getByRole('button', { name: 'Previous month' }).click();
    expect(shown.some((label) => label.endsWith('too soon to book'))).toBe(true);
    for (const name of soon) {
      const label = shown.find((l) => l.startsWith(`${name}, `));
      if (label) expect(label).not.toMatch(/, available$/);
    }

    const day = await chooseFirstOpenDay(page);
    expect(soon.some((name) => day.startsWith(`${name}, `))).toBe(false);
    // Paris is six hours ahead: every time says it is the studio's.
    const texts = await slots(page).allInnerTexts();
    expect(texts).toHaveLength(9);
    for (const text of texts) expect(text).toMatch(/^\d{1,2}:00 [AP]M E[SD]T$/);
    await saveScreenshot(page, 'accounts-lead-time-zone');
  }, 240_000);
});

/** 'Tuesday, December 1': how the calendar names a day, in the studio's time zone. */
function nyDayName(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/New_York',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')}, ${part('month')} ${part('day')}`;
}
