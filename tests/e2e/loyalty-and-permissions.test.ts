// Issue 16 items 4 and 5 in a browser: changing the loyalty rate asks whether it applies to past
// bookings or only from now on, shows how many clients would change tier, and each choice does
// what it says; an assistant sees only what her permissions allow, with a clean console.
import {
  bookingSchema,
  deriveLoyalty,
  type LoyaltySettings,
  settingDefault,
  settingDocument,
} from '@studio/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, type WatchedPage, waitForToast } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { demoAssistant, demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb, eventually, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const loyaltyKeys = ['loyalty_points_per_dollar', 'loyalty_tier_thresholds'] as const;
const permissionKeys = [
  'permissions_assistant_view_reports',
  'permissions_assistant_manage_bookings',
] as const;
const createdBookings: string[] = [];
// The first call of a function starts its worker: slow on a loaded machine.
const coldStart = { timeout: 90_000 };
const story = 240_000;

/** The settings documents as seeded, put back afterwards. */
const seeded = new Map<string, FirebaseFirestore.DocumentData | undefined>();
const settingPaths = [
  ...loyaltyKeys.map((key) => `settings_public/${key}`),
  ...permissionKeys.map((key) => `settings_staff/${key}`),
];

beforeAll(async () => {
  for (const path of settingPaths) seeded.set(path, (await adminDb().doc(path).get()).data());
});

afterAll(async () => {
  await Promise.all(createdBookings.map((id) => adminDb().doc(`bookings/${id}`).delete()));
  // The settings trigger re-derives everyone with the seeded rules.
  for (const [path, data] of seeded)
    await (data ? adminDb().doc(path).set(data) : adminDb().doc(path).delete());
  const ana = await anaUid();
  const points = await expectedPoints(ana, defaults);
  await eventually(
    'Ana’s points back to the seeded rules',
    async () => (await loyaltyDoc(ana)).points === points,
    120_000,
  );
}, story);

const defaults: LoyaltySettings = {
  loyalty_points_per_dollar: settingDefault('loyalty_points_per_dollar'),
  loyalty_tier_thresholds: settingDefault('loyalty_tier_thresholds'),
};

async function anaUid() {
  return (await adminAuth().getUserByEmail('ana@studio.test')).uid;
}

async function loyaltyDoc(uid: string) {
  return (await adminDb().doc(`loyalty_points/${uid}`).get()).data() ?? {};
}

async function bookingsOf(uid: string) {
  const snapshot = await adminDb().collection('bookings').where('client_id', '==', uid).get();
  return snapshot.docs.flatMap((doc) => {
    const parsed = bookingSchema.safeParse(doc.data());
    return parsed.success ? [parsed.data] : [];
  });
}

async function expectedPoints(uid: string, settings: LoyaltySettings) {
  return deriveLoyalty(await bookingsOf(uid), settings).points;
}

/** How many clients with loyalty would change tier if every visit were re-scored with `settings`. */
async function tierChangesReScored(settings: LoyaltySettings) {
  const clients = (await adminDb().collection('loyalty_points').get()).docs.map((doc) => doc.id);
  let changed = 0;
  for (const uid of clients) {
    const bookings = await bookingsOf(uid);
    if (deriveLoyalty(bookings, settings).tier !== deriveLoyalty(bookings, defaults).tier) changed += 1;
  }
  return { clients: clients.length, changed };
}

async function openRate(page: Page) {
  await page.goto(webUrl('/dashboard/settings'));
  await page.getByRole('tab', { name: 'Pricing' }).click();
  return page.getByLabel('Loyalty points per dollar');
}

/** Types a new rate and waits for the prompt. */
async function changeRate(page: Page, rate: string) {
  const field = await openRate(page);
  await field.fill(rate);
  await field.blur();
  const dialog = page.getByRole('dialog', { name: 'Change the loyalty rules?' });
  await dialog.waitFor();
  return dialog;
}

function choice(dialog: ReturnType<Page['getByRole']>, label: string) {
  return dialog.getByRole('listitem').filter({ has: dialog.page().getByRole('button', { name: label }) });
}

describe('loyalty changes are explicit', () => {
  it(
    'the prompt counts the clients whose tier would change; past bookings re-scores everyone',
    async () => {
      const ana = await anaUid();
      const rateOne = { ...defaults, loyalty_points_per_dollar: 1 };
      const expected = await tierChangesReScored(rateOne);
      // Ana's 2,700 Silver points become 270 Standard ones: at least one tier changes.
      expect(expected.changed).toBeGreaterThan(0);
      const page = (await newPage()).page;
      await signInAt(page, demoOwner, '/dashboard/settings');
      const dialog = await changeRate(page, '1');
      await dialog.getByText('Loyalty points per dollar: 10 → 1').waitFor();
      const past = choice(dialog, 'Apply to past bookings');
      const fromNow = choice(dialog, 'Only from now on');
      await past
        .getByText(`${expected.changed} of ${expected.clients} clients change tier.`)
        .waitFor(coldStart);
      await fromNow.getByText(`0 of ${expected.clients} clients change tier.`).waitFor();
      // Nothing is saved before the owner chooses.
      expect(
        (await adminDb().doc('settings_public/loyalty_points_per_dollar').get()).get('value') ?? 10,
      ).toBe(10);

      await past.getByRole('button', { name: 'Apply to past bookings' }).click();
      await page
        .locator('.Toastify__toast--success', { hasText: 'Loyalty rules updated' })
        .first()
        .waitFor(coldStart);
      await dialog.waitFor({ state: 'hidden' });
      const stored = (await adminDb().doc('settings_public/loyalty_points_per_dollar').get()).data();
      expect(stored).toMatchObject({ value: 1, scope: 'past_bookings', earlier: [] });
      const reScored = await expectedPoints(ana, rateOne);
      await poll(async () => (await loyaltyDoc(ana)).points).toBe(reScored);
      expect((await loyaltyDoc(ana)).tier).toBe(deriveLoyalty(await bookingsOf(ana), rateOne).tier);
    },
    story,
  );

  it(
    'only from now on keeps the points already earned and counts new visits at the new rate',
    async () => {
      const ana = await anaUid();
      const before = (await loyaltyDoc(ana)).points as number;
      const page = (await newPage()).page;
      await signInAt(page, demoOwner, '/dashboard/settings');
      const dialog = await changeRate(page, '10');
      const fromNow = choice(dialog, 'Only from now on');
      await fromNow.getByText(/^0 of \d+ clients change tier\.$/).waitFor(coldStart);
      await fromNow.getByRole('button', { name: 'Only from now on' }).click();
      await waitForToast(page, 'success', 'Loyalty rules updated');
      const stored = (await adminDb().doc('settings_public/loyalty_points_per_dollar').get()).data();
      expect(stored).toMatchObject({ value: 10, scope: 'from_now_on' });
      expect(stored?.earlier.map((e: { value: number }) => e.value)).toEqual([1]);

      // A visit after the change, completed: $12 at 10 points a dollar; the earlier ones stay at 1.
      const sample = (await adminDb().collection('bookings').where('client_id', '==', ana).limit(1).get())
        .docs[0];
      const visit = await adminDb()
        .collection('bookings')
        .add({
          ...sample?.data(),
          scheduled_at: new Date(Date.now() + 3 * 86_400_000),
          total_price: 12,
          status: 'completed',
          loyalty_points_redeemed: 0,
        });
      createdBookings.push(visit.id);
      await poll(async () => (await loyaltyDoc(ana)).points).toBe(before + 120);
    },
    story,
  );
});

/** Console errors and page errors from the moment she is signed in. */
function problemsAfter(watched: WatchedPage, from: number) {
  const console = watched.console
    .slice(from)
    .filter((line) => line.startsWith('error:') || /permission|403/i.test(line));
  return [...console, ...watched.pageErrors];
}

async function setPermissions(values: Record<(typeof permissionKeys)[number], boolean>) {
  await Promise.all(
    permissionKeys.map((key) =>
      adminDb()
        .doc(`settings_staff/${key}`)
        .set(settingDocument(key, values[key], 'e2e-owner', new Date())),
    ),
  );
}

async function visit(page: Page, path: string, settled: string) {
  await page.goto(webUrl(path));
  await page.getByRole('main').getByText(settled).first().waitFor();
}

/** The demo assistant signed in under `permissions`, with where her page's console starts. */
async function assistantWith(permissions: Parameters<typeof setPermissions>[0]) {
  await setPermissions(permissions);
  const watched = await newPage();
  const { page } = watched;
  await signInAt(page, demoAssistant, '/');
  return { watched, page, from: watched.console.length };
}

describe('permissions shape the screens', () => {
  it(
    'an assistant without reports sees no figures or statistics, and no errors',
    async () => {
      const { watched, page, from } = await assistantWith({
        permissions_assistant_view_reports: false,
        permissions_assistant_manage_bookings: true,
      });
      await visit(page, '/dashboard', "Today's Appointments");
      await page.getByRole('main').getByText('Quick Actions').waitFor();
      expect(await page.getByRole('main').getByText('Total Bookings').count()).toBe(0);
      await visit(page, '/dashboard/bookings', 'Bookings Management');
      await page.getByRole('main').locator('tbody tr').first().waitFor();
      await visit(page, '/dashboard/clients', 'Ana Lima');
      await page
        .getByRole('main')
        .getByRole('link', { name: /Ana Lima/ })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Bookings' }).waitFor();
      expect(await page.getByText('Statistics could not be loaded').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Statistics' }).count()).toBe(0);
      await visit(page, '/dashboard/settings', 'Platform Settings');
      await page.getByRole('tab', { name: 'Pricing' }).click();
      await page.getByText('Only the owner can change this: it changes what clients pay.').first().waitFor();
      expect(problemsAfter(watched, from)).toEqual([]);
    },
    story,
  );

  it(
    'without reports or bookings: no Bookings entry, her own day on the calendar, a plain note instead of an error',
    async () => {
      const { watched, page, from } = await assistantWith({
        permissions_assistant_view_reports: false,
        permissions_assistant_manage_bookings: false,
      });
      await visit(page, '/dashboard', 'Quick Actions');
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
      await sidebar.getByRole('link', { name: 'Clients' }).waitFor();
      await poll(() => sidebar.getByRole('link', { name: 'Bookings', exact: true }).count()).toBe(0);
      expect(await page.getByText("Today's Appointments").count()).toBe(0);
      await visit(page, '/dashboard/bookings', 'Bookings are not part of your account.');
      // Issue 31: the calendar and My day show her own appointments, which the rules let her read.
      expect(await sidebar.getByRole('link', { name: 'Calendar' }).count()).toBe(1);
      await visit(page, '/dashboard/calendar', 'You see your own appointments.');
      await visit(page, '/dashboard/my-day', 'My day');
      expect(await page.getByRole('alert').count()).toBe(0);
      await visit(page, '/dashboard/clients', 'Ana Lima');
      await page
        .getByRole('main')
        .getByRole('link', { name: /Ana Lima/ })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Notes' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Bookings' }).count()).toBe(0);
      expect(problemsAfter(watched, from)).toEqual([]);
    },
    story,
  );
});
