// Booking a free time online (issue 32) on the whole stack, with the studio in `instant` mode:
// - a visitor opens a service's shareable link on a phone, picks a free time signed out, signs in
//   only to confirm, and is booked in a handful of clicks; the booking is hers, online, priced by
//   the server, and on her dashboard;
// - two clients pick the same time with the same member: one holds it, the other is told it was
//   "Just taken" and offered the day's fresh times;
// - with approval on, her booking waits; the owner accepts it from Approvals and she sees it live;
// - /book and the staff booking form offer the same free times for one member and day (issue 31:
//   one availability module answers both).
import { TZDate } from '@date-fns/tz/date';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE, useBrowser, waitForToast } from './support/browser.ts';
import { poll, pollFunctionResult } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb, setPublicSetting, webUrl } from './support/stack.ts';

// The first call of each self-booking callable loads the functions.
vi.setConfig({ testTimeout: 600_000 });

const { newPage } = useBrowser();
const ZONE = 'America/New_York';
const ANA = { email: 'ana@studio.test', password: 'demo-client-pass' };
const BEA = { email: 'bea@studio.test', password: 'demo-client-pass' };
const settingKeys = ['booking_mode', 'booking_requires_approval', 'booking_max_upcoming_per_client'] as const;

/** The `n`th weekday from 10 days ahead (the demo studio opens Monday to Friday, 09:00–19:00). */
function weekdayAhead(n: number): string {
  let found = 0;
  for (let ahead = 10; ; ahead++) {
    const d = new TZDate(Date.now() + ahead * 86_400_000, ZONE);
    if (d.getDay() < 1 || d.getDay() > 5) continue;
    if (found++ < n) continue;
    const pad = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
}

const days = {
  visitor: weekdayAhead(0),
  race: weekdayAhead(1),
  approval: weekdayAhead(2),
  compare: weekdayAhead(3),
};

/** Every online booking of these days, and any hold, go after the file. */
afterAll(async () => {
  const db = adminDb();
  const start = new TZDate(`${days.visitor}T00:00:00`, ZONE);
  const online = await db
    .collection('bookings')
    .where('scheduled_at', '>=', new Date(start.getTime()))
    .where('scheduled_at', '<', new Date(start.getTime() + 40 * 86_400_000))
    .get();
  const holds = await db.collection('booking_holds').get();
  await Promise.all([
    ...online.docs.filter((d) => d.get('source') === 'online').map((d) => d.ref.delete()),
    ...holds.docs.map((d) => d.ref.delete()),
    ...settingKeys.map((key) => db.doc(`settings_public/${key}`).delete()),
  ]);
});

beforeAll(async () => {
  await setPublicSetting('booking_mode', 'instant');
  await setPublicSetting('booking_requires_approval', false);
  // The demo clients have visits to come already; the cap of 3 is not this file's subject.
  await setPublicSetting('booking_max_upcoming_per_client', 10);
  // Every file of the lane messages the demo clients; the daily cap must not hide these.
  for (const email of [ANA.email, BEA.email]) {
    const { uid } = await adminAuth().getUserByEmail(email);
    await adminDb().doc(`client_quotas/${uid}`).delete();
  }
});

/** Counts her clicks, as a person would count them (a select's choice is one). */
function countClicks() {
  const clicks = { select: 0, button: 0 };
  const click = async (locator: ReturnType<Page['getByRole']>) => {
    clicks.button += 1;
    await locator.click();
  };
  return { click, clicks, count: () => clicks.select + clicks.button };
}

/** The gel manicure asks for a nail shape before it has free times. */
const shapeSelect = (page: Page) => page.getByLabel('Nail Shape');

const freeTimes = (page: Page) => page.getByRole('group', { name: 'Free times' }).getByRole('button');

/** Runs a wait; a failure also says what the page showed instead. */
async function showingPageOnFailure(page: Page, wait: () => Promise<unknown>): Promise<void> {
  try {
    await wait();
  } catch (error) {
    const shown = (
      await page
        .getByRole('main')
        .innerText()
        .catch(() => '(no main)')
    ).replace(/\s+/g, ' ');
    throw new Error(`${(error as Error).message}\nThe page showed: ${shown.slice(0, 600)}`);
  }
}

/** Waits for more than `moreThan` free times. */
const waitForFreeTimes = (page: Page, moreThan = 0) =>
  showingPageOnFailure(page, () =>
    pollFunctionResult(() => freeTimes(page).count()).toBeGreaterThan(moreThan),
  );

describe('booking a free time online', () => {
  it("a visitor books from a service's link on her phone, signing in only to confirm", async () => {
    const { page } = await newPage({ viewport: PHONE });
    const { click, clicks, count } = countClicks();
    await page.goto(webUrl(`/book?service=svc-gel-manicure&date=${days.visitor}`));
    clicks.select += 1;
    await shapeSelect(page).selectOption({ label: 'Almond' });
    // Free times reach a visitor without a sign-in wall.
    const first = freeTimes(page).first();
    await waitForFreeTimes(page);
    const time = (await first.innerText()).trim();
    await click(first);
    const policy = page.getByRole('region', { name: 'Price and policy' });
    await pollFunctionResult(() => policy.innerText()).toContain('held for you until');
    // The price and its policy fit the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'self-booking-held');
    await click(page.getByRole('link', { name: 'Sign in or sign up to book' }));

    // Sign In, then back on /book with every choice kept.
    await page.waitForURL((url) => url.pathname === '/auth');
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(BEA.email);
    await form.getByLabel('Password').fill(BEA.password);
    await click(form.getByRole('button', { name: 'Sign In', exact: true }));
    await page.waitForURL((url) => url.pathname === '/book');
    await poll(() => page.getByRole('button', { name: time, pressed: true }).count()).toBe(1);
    await click(page.getByRole('button', { name: 'Confirm booking' }));
    const booked = page.getByRole('region', { name: 'Booked' });
    // Booked, or the studio's refusal in words (shown in the failure).
    const refusal = page.getByRole('main').getByRole('alert');
    await pollFunctionResult(() => booked.or(refusal).count()).toBeGreaterThan(0);
    expect(await refusal.allInnerTexts()).toEqual([]);
    expect(await booked.count()).toBe(1);
    expect(count()).toBeLessThanOrEqual(8);
    await saveScreenshot(page, 'self-booking-booked');

    const bea = await adminAuth().getUserByEmail(BEA.email);
    const stored = await adminDb().collection('bookings').where('client_id', '==', bea.uid).get();
    const mine = stored.docs.map((d) => d.data()).filter((b) => b.source === 'online');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      service_id: 'svc-gel-manicure',
      created_by: bea.uid,
      status: 'scheduled',
    });
    expect(mine[0]?.total_price).toBeGreaterThan(0);
    expect(typeof mine[0]?.staff_id).toBe('string');

    await click(page.getByRole('link', { name: 'See my appointments' }));
    await poll(async () => (await page.getByRole('main').innerText()).replace(/\s+/g, ' ')).toContain(
      'Gel Manicure',
    );
  });

  it('two clients pick the same time with the same member: one holds it, the other sees "Just taken" and fresh times', async () => {
    const path = `/book?service=svc-gel-manicure&date=${days.race}`;
    const [ana, bea] = await Promise.all([
      newPage().then(({ page }) => signInAt(page, ANA, path)),
      newPage().then(({ page }) => signInAt(page, BEA, path)),
    ]);
    // Both choose a shape and Maya, then her second free time.
    for (const page of [ana, bea]) {
      await shapeSelect(page).selectOption({ label: 'Square' });
      await page.getByLabel('With').selectOption({ label: 'Maya' });
    }
    for (const page of [ana, bea]) await waitForFreeTimes(page, 1);
    const time = (await freeTimes(ana).nth(1).innerText()).trim();
    await Promise.all(
      [ana, bea].map((page) => page.getByRole('button', { name: time, exact: true }).click()),
    );

    const held = (page: Page) => page.getByRole('region', { name: 'Price and policy' }).count();
    const refused = (page: Page) => page.getByRole('alert').filter({ hasText: 'Just taken' }).count();
    await pollFunctionResult(async () => (await held(ana)) + (await held(bea))).toBe(1);
    const loser = (await held(ana)) === 1 ? bea : ana;
    // Her holdTime call may answer well after the winner's.
    await pollFunctionResult(() => refused(loser)).toBe(1);
    expect(await loser.getByRole('alert').innerText()).toMatch(
      /^Just taken: someone is booking .+ right now\. Here are the free times left that day\.$/,
    );
    // Every other choice stays: Maya and the day.
    expect(await loser.getByLabel('With').inputValue()).not.toBe('');
    expect(await loser.getByLabel('Day').inputValue()).toBe(days.race);
    // Her fresh times leave the taken one out.
    await poll(() => loser.getByRole('button', { name: time, exact: true }).count()).toBe(0);
    expect(await freeTimes(loser).count()).toBeGreaterThan(0);
    await saveScreenshot(loser, 'self-booking-just-taken');
  });

  it('with approval on, her booking waits; the owner accepts it and she sees it live', async () => {
    await setPublicSetting('booking_requires_approval', true);
    const { page: ana } = await newPage({ keep: true });
    await signInAt(ana, ANA, `/book?service=svc-gel-manicure&date=${days.approval}`);
    await shapeSelect(ana).selectOption({ label: 'Coffin' });
    await waitForFreeTimes(ana);
    await freeTimes(ana).first().click();
    await ana.getByRole('button', { name: 'Confirm booking' }).click();
    await pollFunctionResult(() => ana.getByRole('region', { name: 'Waiting for approval' }).count()).toBe(1);
    await ana.goto(webUrl('/dashboard'));
    await poll(async () => (await ana.getByRole('main').innerText()).replace(/\s+/g, ' ')).toContain(
      'Waiting for the studio to accept',
    );

    const { page: owner } = await newPage();
    await signInAt(owner, demoOwner, '/dashboard/bookings');
    const approvals = owner.getByRole('region', { name: /^Waiting for approval/ });
    await approvals
      .getByRole('listitem', { name: 'Ana Lima: Gel Manicure' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await waitForToast(owner, 'success', 'Booking accepted');
    await pollFunctionResult(async () =>
      (await ana.getByRole('main').innerText()).includes('Waiting for the studio'),
    ).toBe(false);
    const anaUid = (await adminAuth().getUserByEmail(ANA.email)).uid;
    const online = (
      await adminDb().collection('bookings').where('client_id', '==', anaUid).get()
    ).docs.filter((d) => d.get('source') === 'online');
    expect(online.map((d) => d.get('status'))).toEqual(['scheduled']);
  });

  it('offers a visitor the same free times for Maya as the staff form offers the owner', async () => {
    const { page: visitor } = await newPage();
    await visitor.goto(webUrl(`/book?service=svc-gel-manicure&date=${days.compare}`));
    await shapeSelect(visitor).selectOption({ label: 'Almond' });
    await visitor.getByLabel('With').selectOption({ label: 'Maya' });

    const { page: owner } = await newPage();
    await signInAt(owner, demoOwner, '/dashboard/bookings');
    await owner.getByRole('button', { name: 'New Booking' }).click();
    const dialog = owner.getByRole('dialog', { name: 'New Booking' });
    await dialog.getByLabel('Client', { exact: true }).fill('Bea');
    await dialog.getByRole('list', { name: 'Matching clients' }).getByRole('button').first().click();
    await dialog.getByLabel('Service', { exact: true }).selectOption({ label: 'Gel Manicure (60 min)' });
    await dialog.getByLabel('Nail Shape (required)').selectOption({ label: 'Almond' });
    await dialog.getByLabel('Date').fill(days.compare);
    await dialog.getByLabel('Staff member').selectOption({ label: 'Maya' });
    const starts = dialog.getByRole('group', { name: 'Start time' }).getByRole('button');

    // Each screen redraws its list as each choice's answer arrives: compare them once both have
    // settled on the same non-empty list, and show both lists if they never do.
    const texts = async (buttons: ReturnType<Page['getByRole']>) =>
      (await buttons.allInnerTexts()).map((t) => t.trim());
    await showingPageOnFailure(visitor, () =>
      pollFunctionResult(async () => {
        const lists = { online: await texts(freeTimes(visitor)), staff: await texts(starts) };
        const same = lists.online.length > 0 && lists.online.join() === lists.staff.join();
        return same ? 'the same free times' : JSON.stringify(lists);
      }).toBe('the same free times'),
    );
  });
});
