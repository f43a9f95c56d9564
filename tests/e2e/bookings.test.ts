// Making bookings from the app (issue 12): staff book through the one form (New Booking, an
// interest's Convert), the createBooking callable checks the time and prices it, the client sees
// it live, staff confirm and complete it and her loyalty moves; two staff racing for one time get
// one booking. The price lines on a hand-computed fixture and the allergy warnings are screen tests
// (web/src/entities/booking/components/__screens__/booking-price-warnings.test.tsx).
import { settingDefault } from '@studio/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { poll, pollFunctionResult } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb, setPublicSetting, webUrl } from './support/stack.ts';

// Each test books through the Functions emulator, whose first call loads the functions: on a
// loaded 2-core machine that alone can take a minute. A ceiling, not a measure.
vi.setConfig({ testTimeout: 240_000 });

const { newPage } = useBrowser();
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Bookings written by this file (by the callable, so found by client and day) are removed after it. */
async function bookingsOn(clientEmail: string, fromIso: string, toIso: string) {
  const client = await adminAuth().getUserByEmail(clientEmail);
  const snap = await adminDb()
    .collection('bookings')
    .where('client_id', '==', client.uid)
    .where('scheduled_at', '>=', new Date(fromIso))
    .where('scheduled_at', '<', new Date(toIso))
    .get();
  return snap.docs;
}

function removeBookingsAfterwards(clientEmail: string, fromIso: string, toIso: string) {
  cleanups.push(async () => {
    for (const doc of await bookingsOn(clientEmail, fromIso, toIso)) await doc.ref.delete();
  });
}

const ownerPage = async (path: string): Promise<Page> => signInAt((await newPage()).page, demoOwner, path);

/** The owner on the Bookings screen with the New Booking form open. */
async function openNewBooking(): Promise<{ page: Page; dialog: Locator }> {
  const page = await ownerPage('/dashboard/bookings');
  await page.getByRole('button', { name: 'New Booking' }).click();
  return { page, dialog: page.getByRole('dialog', { name: 'New Booking' }) };
}

/** Fills the booking form in `dialog`: client (when asked), service, materials, date, a free time. */
async function fillBookingForm(
  dialog: Locator,
  choice: {
    client?: string;
    service: string;
    materials?: string[];
    /** Add-on field label → option label. */
    addOns?: Record<string, string>;
    date?: string;
    /** A member's name; absent: Anyone. */
    member?: string;
    time?: string;
  },
) {
  if (choice.client) {
    await dialog.getByLabel('Client', { exact: true }).fill(choice.client);
    await dialog.getByRole('list', { name: 'Matching clients' }).getByRole('button').first().click();
  }
  await dialog.getByLabel('Service', { exact: true }).selectOption({ label: choice.service });
  for (const material of choice.materials ?? []) await dialog.getByLabel(material).check();
  for (const [addOn, option] of Object.entries(choice.addOns ?? {}))
    await dialog.getByLabel(addOn).selectOption({ label: option });
  if (choice.date) await dialog.getByLabel('Date').fill(choice.date);
  if (choice.member) await dialog.getByLabel('Staff member').selectOption({ label: choice.member });
  if (choice.time)
    await dialog
      .getByRole('group', { name: 'Start time' })
      .getByRole('button', { name: choice.time, exact: true })
      .click();
}

/**
 * Saves the form and waits for its toast; on a refusal, fails with what the dialog says. These
 * tests book dates in 2027, beyond the 60-day advance limit from today: staff confirm that time
 * on purpose (issue 30), which the booking records, and the save goes through.
 */
async function createBooking(page: Page, dialog: Locator) {
  // An earlier booking's "Booking created" toast (4 s) must not be read as this one's answer.
  await poll(() => page.locator('.Toastify__toast').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  const created = page.locator('.Toastify__toast--success', { hasText: 'Booking created' }).first();
  const conflict = dialog
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Book anyway' }) });
  const outsideLimits = dialog.getByRole('alert', { name: 'Outside the booking time limits' });
  const refused = page.locator('.Toastify__toast--error').or(conflict).first();
  await created.or(refused).or(outsideLimits).first().waitFor({ timeout: 120_000 });
  if (await outsideLimits.isVisible()) {
    await outsideLimits.getByRole('button', { name: 'Book outside the limits' }).click();
    await outsideLimits.getByRole('button', { name: 'Yes, book this time' }).click();
    await created.or(refused).first().waitFor({ timeout: 120_000 });
  }
  if (!(await created.isVisible())) throw new Error(`not booked: ${await refused.innerText()}`);
}

// The lines and totals; the policy sentence under them (tfoot) is checked on its own.
const priceRows = (dialog: Locator) =>
  dialog.getByRole('table', { name: 'Price' }).locator('tbody tr').allInnerTexts();
const pricePolicy = (dialog: Locator) =>
  dialog.getByRole('table', { name: 'Price' }).locator('tfoot').innerText();
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('making a booking', () => {
  it('New Booking → the client sees it live → confirm and complete move her points', async () => {
    // Thursday 18 March 2027, after New York's clock change (14 March): 10:00 AM is 14:00 UTC.
    removeBookingsAfterwards('bea@studio.test', '2027-03-18T00:00:00Z', '2027-03-19T00:00:00Z');
    const bea = await adminAuth().getUserByEmail('bea@studio.test');
    const pointsBefore = Number((await adminDb().doc(`loyalty_points/${bea.uid}`).get()).get('points') ?? 0);

    const client = (await newPage()).page;
    await signInAt(client, { email: 'bea@studio.test', password: 'demo-client-pass' }, '/dashboard');
    await client.getByRole('heading', { name: 'My Appointments' }).waitFor();

    const { page: staff, dialog } = await openNewBooking();
    await fillBookingForm(dialog, {
      client: 'Bea',
      service: 'Gel Manicure (60 min)',
      materials: ['Gel Polish'],
      addOns: { 'Nail Shape (required)': 'Almond' },
      date: '2027-03-18',
      time: '10:00 AM',
    });
    // $50 + $15 gel polish + $5 almond; the demo's 25% deposit; no tax, rush or after-hours fee.
    await poll(async () => (await priceRows(dialog)).map(flat)).toEqual([
      'Gel Manicure $50.00',
      'Gel Polish $15.00',
      'Nail Shape: Almond $5.00',
      'Total $70.00',
      'Deposit due $17.50',
    ]);
    // The settings' policy, with this booking's deposit (issue 29: one truth about money).
    expect(flat(await pricePolicy(dialog))).toMatch(
      /^A \$17\.50 deposit holds your spot\. .*up to \d+ hours? before/,
    );
    await saveScreenshot(staff, 'booking-form');
    await createBooking(staff, dialog);

    const [stored] = await bookingsOn('bea@studio.test', '2027-03-18T00:00:00Z', '2027-03-19T00:00:00Z');
    expect(stored?.data()).toMatchObject({
      status: 'scheduled',
      service_id: 'svc-gel-manicure',
      material_ids: ['mat-gel-polish'],
      total_price: 70,
      deposit_amount: 17.5,
      duration_minutes: 70,
    });
    expect(stored?.get('scheduled_at').toDate().toISOString()).toBe('2027-03-18T14:00:00.000Z');

    const main = client.getByRole('main');
    await poll(async () => flat(await main.innerText())).toContain('Gel Manicure Mar 18, 2027 at 10:00 AM');

    // Staff run the visit from the calendar: confirm, then complete.
    await staff.goto(webUrl('/dashboard/calendar?view=day&date=2027-03-18'));
    await staff.getByRole('button', { name: /^Bea Walker\s*,\s*Gel Manicure\s*,\s*10:00 AM/ }).click();
    const panel = staff.getByRole('dialog', { name: 'Booking' });
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await waitForToast(staff, 'success', 'Booking confirmed');
    // The visit is in 2027: Complete before its start is refused without the "completed early"
    // confirmation (issue 29). The panel asks first, and nothing is written until it is given.
    await panel.getByRole('button', { name: 'Complete' }).click();
    const early = panel.getByRole('group', { name: 'Complete early' });
    await early.getByText(/booked for Mar 18, 2027 at 10:00 AM, which has not come yet/).waitFor();
    expect((await stored?.ref.get())?.get('status')).toBe('confirmed');
    await early.getByRole('button', { name: 'Completed early' }).click();
    await waitForToast(staff, 'success', 'Booking completed');
    expect((await stored?.ref.get())?.data()).toMatchObject({
      status: 'completed',
      completed_early: true,
      status_changed_by: (await adminAuth().getUserByEmail(demoOwner.email)).uid,
    });

    // Ten points a dollar (the demo setting) for the $70 visit, on her dashboard without a reload.
    const earned = (pointsBefore + 700).toLocaleString('en-US');
    await pollFunctionResult(async () => flat(await main.innerText())).toContain(`Loyalty Points ${earned}`);
    await saveScreenshot(client, 'booking-client-live');
  });

  it("Convert books the interest's client and marks the interest converted with the booking", async () => {
    removeBookingsAfterwards('ana@studio.test', '2027-03-19T00:00:00Z', '2027-03-20T00:00:00Z');
    const ana = await adminAuth().getUserByEmail('ana@studio.test');
    const interest = adminDb().collection('booking_interests').doc('e2e-convert');
    cleanups.push(() => interest.delete());
    await interest.set({
      client_id: ana.uid,
      category: 'manicure',
      preferred_date: '2027-03-19',
      preferred_time: '11:00',
      service_id: 'svc-classic-manicure',
      client_notes: 'Short almond, nude',
      instagram_handle: '@ana.nails',
      status: 'discussing',
      contacted_at: new Date('2026-11-20T15:00:00Z'),
      created_at: new Date('2026-11-19T15:00:00Z'),
    });

    const staff = await ownerPage('/dashboard/booking-interests');
    await staff.getByRole('tab', { name: /Discussing/ }).click();
    // The row names her once the names function has copied her name onto the interest: on its
    // first event of the run the Functions emulator starts that function's worker.
    const convert = staff.getByRole('button', { name: 'Convert: Ana Lima' }).first();
    await convert.waitFor({ timeout: 180_000 });
    await convert.click();
    const dialog = staff.getByRole('dialog', { name: 'Convert to Booking' });
    await dialog.getByText('Ana Lima').first().waitFor();
    expect(await dialog.getByLabel('Date').inputValue()).toBe('2027-03-19');
    expect(await dialog.getByLabel('Notes (optional)').inputValue()).toContain('Short almond, nude');
    // Her requested service, and her time, preselected while still offered (issue 29).
    await poll(() => dialog.getByLabel('Service', { exact: true }).inputValue()).toBe('svc-classic-manicure');
    await dialog
      .getByRole('group', { name: 'Start time' })
      .getByRole('button', { name: '11:00 AM', exact: true, pressed: true })
      .waitFor();
    await createBooking(staff, dialog);

    const [stored] = await bookingsOn('ana@studio.test', '2027-03-19T00:00:00Z', '2027-03-20T00:00:00Z');
    expect(stored?.get('interest_id')).toBe('e2e-convert');
    expect((await interest.get()).data()).toMatchObject({ status: 'converted', booking_id: stored?.id });
  });

  it('two staff racing for the same member and time: exactly one booking, the other is told', async () => {
    removeBookingsAfterwards('ana@studio.test', '2027-03-22T00:00:00Z', '2027-03-23T00:00:00Z');
    removeBookingsAfterwards('bea@studio.test', '2027-03-22T00:00:00Z', '2027-03-23T00:00:00Z');
    // The race is about the slot, not the advance limit: 2027 lies within it for this test.
    const stored = await adminDb().doc('settings_public/booking_settings').get();
    cleanups.push(async () => {
      if (stored.exists)
        await adminDb()
          .doc('settings_public/booking_settings')
          .set(stored.data() ?? {});
      else await adminDb().doc('settings_public/booking_settings').delete();
    });
    await setPublicSetting('booking_settings', {
      ...settingDefault('booking_settings'),
      ...(stored.get('value') ?? {}),
      maxAdvanceBookingDays: 3650,
    });
    const forms = await Promise.all(
      ['Ana', 'Bea'].map(async (client) => {
        const { page, dialog } = await openNewBooking();
        await fillBookingForm(dialog, {
          client,
          service: 'Classic Manicure (45 min)',
          date: '2027-03-22',
          // Conflicts are per member (issue 31): both ask Maya, the owner, for 2:00 PM.
          member: 'Maya',
          time: '2:00 PM',
        });
        return { page, dialog };
      }),
    );
    await Promise.all(
      forms.map(({ dialog }) => dialog.getByRole('button', { name: 'Create Booking' }).click()),
    );
    const outcomes = await Promise.all(
      forms.map(({ page, dialog }) =>
        Promise.race([
          page
            .locator('.Toastify__toast--success', { hasText: 'Booking created' })
            .waitFor({ timeout: 120_000 })
            .then(() => 'booked'),
          // Refused by the server (the clash named), or the time cleared as the live day took it.
          dialog
            .getByRole('alert')
            .filter({ hasText: /overlaps (Ana Lima|Bea Walker)'s Classic Manicure|was just taken/ })
            .first()
            .waitFor({ timeout: 120_000 })
            .then(() => 'refused'),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(['booked', 'refused']);
    const refused = forms[outcomes.indexOf('refused')];
    // Once the winner's booking reaches the other form live, it says so and clears the time.
    await refused?.dialog
      .getByText('2:00 PM was just taken by another booking. Choose another time.')
      .waitFor();
    expect(await refused?.dialog.innerText()).not.toMatch(/\[\d{3}\]/);
    await saveScreenshot(refused?.page as Page, 'booking-conflict');
    const day = ['2027-03-22T00:00:00Z', '2027-03-23T00:00:00Z'] as const;
    const booked = [
      ...(await bookingsOn('ana@studio.test', ...day)),
      ...(await bookingsOn('bea@studio.test', ...day)),
    ];
    expect(booked).toHaveLength(1);
  });
});

describe('two chairs', () => {
  it('the owner books Ana with Jordan and Bea with herself at 10:00 the same day; each shows in her column', async () => {
    // Thursday 22 April 2027, New York summer time: 10:00 AM is 14:00 UTC. No other test uses it.
    const day = ['2027-04-22T00:00:00Z', '2027-04-23T00:00:00Z'] as const;
    removeBookingsAfterwards('ana@studio.test', ...day);
    removeBookingsAfterwards('bea@studio.test', ...day);
    const { page, dialog } = await openNewBooking();
    const booked = [
      { client: 'Ana', member: 'Jordan' },
      { client: 'Bea', member: 'Maya' },
    ];
    for (const [i, { client, member }] of booked.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'New Booking' }).click();
      await fillBookingForm(dialog, {
        client,
        service: 'Classic Manicure (45 min)',
        date: '2027-04-22',
        member,
        time: '10:00 AM',
      });
      await createBooking(page, dialog);
      // The new booking opens in the booking panel: closed (Escape) to book the next.
      const open = page.locator('dialog[open]');
      await poll(async () => {
        if ((await open.count()) > 0) await page.keyboard.press('Escape');
        return open.count();
      }).toBe(0);
    }
    const stored = [
      ...(await bookingsOn('ana@studio.test', ...day)),
      ...(await bookingsOn('bea@studio.test', ...day)),
    ];
    const jordan = await adminAuth().getUserByEmail('assistant@studio.test');
    const maya = await adminAuth().getUserByEmail('owner@studio.test');
    expect(
      stored
        .map((d) => [d.get('client_name'), d.get('staff_id'), d.get('scheduled_at').toDate().toISOString()])
        .sort(),
    ).toEqual([
      ['Ana Lima', jordan.uid, '2027-04-22T14:00:00.000Z'],
      ['Bea Walker', maya.uid, '2027-04-22T14:00:00.000Z'],
    ]);

    // The day by member, reached through the app's own navigation.
    await page.goto(webUrl('/dashboard/calendar?view=day&date=2027-04-22'));
    const column = (name: string) => page.getByRole('group', { name: `${name}, Thu, Apr 22` });
    await column('Jordan')
      .getByRole('button', { name: /^Ana Lima/ })
      .waitFor();
    await column('Maya')
      .getByRole('button', { name: /^Bea Walker/ })
      .waitFor();
    expect(
      await column('Maya')
        .getByRole('button', { name: /^Ana Lima/ })
        .count(),
    ).toBe(0);
    expect(
      await column('Jordan')
        .getByRole('button', { name: /^Bea Walker/ })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'calendar-two-chairs');
  });
});
