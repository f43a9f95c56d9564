// /booking (spec §2, §4, §5, §8): signed out, 'Sign In Required'; signed in, the three steps;
// past and closed days cannot be chosen; hourly slots 09:00 to 17:00; the interest lands in
// Firestore as the client's own, status new. A visitor who signs up from the prompt comes back to
// the wizard with her service (moved here from accounts.test.ts). What the wizard shows without
// a real browser, callable or Auth (`?service=` preselecting or not, a blocked day, the calendar's
// keys, the open-interest limit) is web/src/features/booking/__screens__/booking-wizard.test.tsx's.
import { bookingInterestCategoryLabels } from '@studio/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { openMyDashboard } from './support/dashboard.ts';
import { poll } from './support/poll.ts';
import { signInOnAuthPage, signUpOnAuthPage } from './support/session.ts';
import { adminAuth, adminDb, eventually, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();

const BEA = { email: 'bea@studio.test', password: 'demo-client-pass' };
const STUDIO_TIME_ZONE = 'America/New_York';

const days = (page: Page) => page.getByRole('grid').locator('button[aria-label*=", "]');
/** The days she can choose (an unavailable one stays focusable for the arrow keys, aria-disabled). */
const choosableDays = (page: Page) => days(page).and(page.locator(':not([aria-disabled="true"])'));

/** Chooses the first day that can be chosen: this month's, or next month's when none is left. */
async function chooseFirstOpenDay(page: Page): Promise<void> {
  let day = choosableDays(page).first();
  if ((await day.count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
    day = choosableDays(page).first();
  }
  await day.click();
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Interest' });
const choice = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

describe('the booking wizard', () => {
  it('from the signed-out prompt to Interest Submitted!, then in Firestore', async () => {
    const { page } = await newPage();
    await page.goto(webUrl('/booking'));
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
    // Signing in from the prompt comes back to the wizard (issue 14).
    await page.waitForURL(webUrl('/auth?redirect=%2Fbooking'));
    await signInOnAuthPage(page, BEA.email, BEA.password, '/booking');

    // Step 1: three categories; choosing one moves on, Back returns.
    await page.getByText('What would you like?').waitFor();
    const labels = Object.values(bookingInterestCategoryLabels);
    for (const label of labels) await choice(page, label).waitFor();
    expect(labels).toEqual(['Manicure', 'Pedicure', "I Don't Know"]);
    await choice(page, 'Pedicure').click();
    await page.getByText('Preferred date').waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await choice(page, 'Pedicure').getAttribute('aria-pressed')).toBe('true');
    await choice(page, 'Manicure').click();

    // Step 2: past days and Sundays cannot be chosen; nine hourly slots once a day is chosen.
    await page.getByText('Choose a date to see the times.').waitFor();
    const states = await days(page).evaluateAll((buttons) =>
      buttons.map((b) => ({
        label: b.getAttribute('aria-label') ?? '',
        disabled: b.getAttribute('aria-disabled') === 'true',
      })),
    );
    for (const day of states) {
      if (day.label.startsWith('Sunday')) expect(day).toMatchObject({ disabled: true });
      if (day.label.includes('in the past')) expect(day).toMatchObject({ disabled: true });
      expect(day.disabled).toBe(!day.label.endsWith(', available'));
    }
    const today = Number(
      new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: STUDIO_TIME_ZONE }).format(new Date()),
    );
    // Days before today are past; today too once its last slot has started.
    const pastDays = states.filter((d) => d.label.includes('in the past')).length;
    expect([today - 1, today]).toContain(pastDays);
    expect(await previousMonthDisabled(page)).toBe(true);

    await chooseFirstOpenDay(page);
    // Nine hourly slots; those that cannot be chosen (already started today, outside the day's
    // hours, blocked) are disabled and say so, and the chosen day has at least one to choose.
    const slots = page.getByRole('group', { name: 'Preferred time' }).getByRole('button');
    await poll(() => slots.allInnerTexts()).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    const slotStates = await slots.evaluateAll((buttons) =>
      buttons.map((b) => ({
        unavailable: (b.getAttribute('aria-label') ?? '').endsWith(', unavailable'),
        disabled: (b as HTMLButtonElement).disabled,
      })),
    );
    for (const slot of slotStates) expect(slot.disabled).toBe(slot.unavailable);
    expect(slotStates.some((slot) => !slot.disabled)).toBe(true);
    expect(await submitButton(page).isDisabled()).toBe(true);
    const slot = slots.and(page.locator(':not([disabled])')).first();
    const time = await slot.innerText();
    await slot.click();
    expect(await submitButton(page).isDisabled()).toBe(false);

    const notes = `Short almond, dusty rose (e2e ${Date.now()})`;
    await page.getByLabel('Instagram handle (optional)').fill('@bea.nails');
    await page.getByLabel('Special requests (optional)').fill(notes);
    await submitButton(page).click();

    // Step 3: the summary, the toast, and the document.
    await page.getByRole('heading', { name: 'Interest Submitted!' }).waitFor();
    await waitForToast(page, 'success', 'Interest submitted!');
    const summary = await page.locator('main dl').innerText();
    for (const part of ['Manicure', time, '@bea.nails', notes]) expect(summary).toContain(part);

    const bea = await adminAuth().getUserByEmail(BEA.email);
    const interest = await eventually('the booking interest', async () => {
      const found = await adminDb().collection('booking_interests').where('client_notes', '==', notes).get();
      return found.docs[0]?.data();
    });
    expect(interest).toMatchObject({
      client_id: bea.uid,
      category: 'manicure',
      preferred_time: to24h(time),
      instagram_handle: 'bea.nails',
      status: 'new',
    });
    expect(interest.preferred_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary).toContain(
      new Date(`${interest.preferred_date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(interest.created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);

    // Submit Another starts over with nothing chosen.
    await page.getByRole('button', { name: 'Submit Another' }).click();
    await page.getByText('What would you like?').waitFor();
    for (const label of labels) expect(await choice(page, label).getAttribute('aria-pressed')).toBe('false');
  });

  it('?service= signed out → sign up from the prompt → back in the wizard with the service, which the interest and her dashboard name', async () => {
    const lena = { name: 'Lena Cruz', email: `lena-${Date.now()}@studio.test`, password: 'lena-secret-1' };
    const { page } = await newPage();
    const wizardUrl = '/booking?service=svc-acrylic-full';
    await page.goto(webUrl(wizardUrl));
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(webUrl(`/auth?redirect=${encodeURIComponent(wizardUrl)}`));
    // Back in the wizard, the service kept in the URL and shown; its category chosen for her.
    await signUpOnAuthPage(
      page,
      { fullName: lena.name, email: lena.email, password: lena.password },
      wizardUrl,
    );
    await page
      .getByRole('region', { name: 'Your service' })
      .getByRole('heading', { name: 'Acrylic Full Set' })
      .waitFor();
    await page.getByText('Preferred date').waitFor();

    await chooseFirstOpenDay(page);
    const slots = page.getByRole('group', { name: 'Preferred time' }).getByRole('button');
    await slots.and(page.locator(':not([disabled])')).first().click();
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Interest Submitted!' }).waitFor();
    expect(await page.locator('main dl').innerText()).toContain('Acrylic Full Set');

    const { uid } = await adminAuth().getUserByEmail(lena.email);
    const interest = await eventually('her booking interest', async () => {
      const found = await adminDb().collection('booking_interests').where('client_id', '==', uid).get();
      const first = found.docs[0];
      return first ? { id: first.id, ...first.data() } : undefined;
    });
    expect(interest).toMatchObject({
      service_id: 'svc-acrylic-full',
      category: 'consultation',
      status: 'new',
    });
    // Her dashboard (the app stays loaded) names the service of her request.
    await openMyDashboard(page);
    const request = page.getByRole('list', { name: 'My requests' }).getByRole('listitem').first();
    await request.getByText('Acrylic Full Set').waitFor();
    await adminDb().doc(`booking_interests/${interest.id}`).delete();
  });
});

async function previousMonthDisabled(page: Page): Promise<boolean> {
  return page.getByRole('button', { name: 'Previous month' }).isDisabled();
}

/** '1:00 PM' → '13:00'. */
function to24h(label: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) throw new Error(`Not a time: ${label}`);
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
