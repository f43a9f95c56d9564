// The waitlist (issue 15 item 5) on the local stack: a day on which both members (Maya and Jordan)
// are booked throughout shows as full in the wizard; Ana and then Bea join its waitlist there, a third client (Cleo) after them; staff
// see the day's waitlist on the calendar in join order. Cancelling the morning booking tells the
// clients whose window fits the freed time (Ana, then Cleo; not Bea, who waits for the
// afternoon) through the `mail` collection, each with a link that opens the wizard on the freed
// time. Ana follows it, sees the offered time with a Book button on her dashboard, then leaves
// the waitlist there. The joins go through the joinWaitlist callable (issue 30).
import { TZDate } from '@date-fns/tz/date';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb, eventually, webUrl } from './support/stack.ts';

const { newPage } = useBrowser();
const ZONE = 'America/New_York';
const ANA = { email: 'ana@studio.test', password: 'demo-client-pass' };
const BEA = { email: 'bea@studio.test', password: 'demo-client-pass' };
const run = Date.now().toString(36);
const morning = `waitlist-${run}-morning`;
const afternoon = `waitlist-${run}-afternoon`;
const cleoId = `waitlist-${run}-cleo`;
// Jordan's bookings that day: with her chair free the day would not be full (several chairs).
const jordanMorning = `waitlist-${run}-jordan-morning`;
const jordanAfternoon = `waitlist-${run}-jordan-afternoon`;

/** A weekday 20+ days ahead (Mon–Fri: open 09:00–19:00 in the demo week, no demo block). */
function fullDay(): string {
  for (let ahead = 20; ; ahead++) {
    const d = new TZDate(Date.now() + ahead * 86_400_000, ZONE);
    if (d.getDay() >= 1 && d.getDay() <= 5) {
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    }
  }
}
const day = fullDay();
const at = (time: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, ZONE).getTime());
};
/** 'Tuesday, December 1': how the wizard's calendar names the day. */
const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: ZONE,
}).format(at('12:00'));

const booking = (start: string, minutes: number, staffId: string) => ({
  client_id: 'waitlist-e2e-walk-in',
  staff_id: staffId,
  service_id: 'waitlist-e2e-service',
  scheduled_at: Timestamp.fromDate(at(start)),
  duration_minutes: minutes,
  total_price: 60,
  status: 'confirmed',
  client_name: 'Walk-in',
  service_name: 'Gel Manicure',
});

afterAll(async () => {
  const db = adminDb();
  const entries = await db.collection('waitlist_entries').where('date', '==', day).get();
  await Promise.all([
    ...entries.docs.map((d) => d.ref.delete()),
    db.doc(`bookings/${morning}`).delete(),
    db.doc(`bookings/${afternoon}`).delete(),
    db.doc(`bookings/${jordanMorning}`).delete(),
    db.doc(`bookings/${jordanAfternoon}`).delete(),
    db.doc(`profiles/${cleoId}`).delete(),
  ]);
});

/** On /booking (opened unless the page is there), Manicure, then pages to the full day and chooses it. */
async function openFullDay(page: Page) {
  if (new URL(page.url()).pathname !== '/booking') await page.goto(webUrl('/booking'));
  await page.getByRole('button', { name: /^Manicure/ }).click({ timeout: 60_000 });
  const button = page.locator(`button[aria-label="${dayName}, fully booked, waitlist open"]`);
  for (let i = 0; i < 3 && (await button.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await button.click();
  return page.getByRole('group', { name: 'Waitlist' });
}

async function joinAs(account: { email: string; password: string }, earliest: string, latest: string) {
  const { page } = await newPage();
  await signInAt(page, account, '/booking');
  const offer = await openFullDay(page);
  await offer.getByLabel('Earliest start').selectOption(earliest);
  await offer.getByLabel('Latest start').selectOption(latest);
  await offer.getByRole('button', { name: 'Join the waitlist' }).click();
  await waitForToast(page, 'success', 'You joined the waitlist');
  await page.getByText(/You're on the waitlist for/).waitFor();
  return page;
}

describe('the waitlist', () => {
  it('offers a full day, is joined in order, shows on the calendar, and tells those who fit when a time frees', async () => {
    const db = adminDb();
    // 09:00–12:00 and 12:00–18:00 for each member: every wizard time (09:00 … 17:00) is taken.
    const maya = (await adminAuth().getUserByEmail(demoOwner.email)).uid;
    const jordan = (await adminAuth().getUserByEmail('assistant@studio.test')).uid;
    await db.doc(`bookings/${jordanMorning}`).set(booking('09:00', 180, jordan));
    await db.doc(`bookings/${jordanAfternoon}`).set(booking('12:00', 360, jordan));
    await db.doc(`bookings/${morning}`).set(booking('09:00', 180, maya));
    await db.doc(`bookings/${afternoon}`).set(booking('12:00', 360, maya));
    await eventually(
      'the booked times to be published',
      async () => {
        const published = await db.doc('public_availability/booked_times').get();
        const slots = (published.get('slots') ?? []) as {
          start_datetime: Timestamp;
          end_datetime: Timestamp;
        }[];
        return slots.some(
          (s) =>
            s.start_datetime.toMillis() <= at('09:00').getTime() &&
            s.end_datetime.toMillis() >= at('18:00').getTime(),
        );
      },
      120_000,
    );

    const ana = await joinAs(ANA, '10:00', '13:00');
    await saveScreenshot(ana, 'waitlist-joined');
    await joinAs(BEA, '14:00', '17:00');
    // Cleo joins last (written as the rules let a client write, by the admin SDK here).
    await db.doc(`profiles/${cleoId}`).set({
      full_name: 'Cleo Park',
      email: `cleo-${run}@studio.test`,
      created_at: FieldValue.serverTimestamp(),
    });
    await db.collection('waitlist_entries').add({
      client_id: cleoId,
      date: day,
      category: 'manicure',
      earliest_time: '09:00',
      latest_time: '09:00',
      created_at: FieldValue.serverTimestamp(),
    });

    // Staff see the day's waitlist in join order.
    const { page: staff } = await newPage();
    await signInAt(staff, demoOwner, `/dashboard/calendar?view=day&date=${day}`);
    const list = staff.getByRole('region', { name: /^Waitlist for / });
    await poll(async () =>
      (await list.locator('li').allInnerTexts()).map((t) => t.split(' · ')[0]?.trim()),
    ).toEqual(['Ana Lima', 'Bea Walker', 'Cleo Park']);
    await saveScreenshot(staff, 'waitlist-calendar');

    // Earlier files of the lane message Ana; over the studio's daily cap (issue 30) her message
    // would be skipped, so her day's count starts afresh.
    await db.doc(`client_quotas/${(await adminAuth().getUserByEmail(ANA.email)).uid}`).delete();
    // Maya's morning booking is cancelled: 09:00–12:00 is free again, with her.
    await db.doc(`bookings/${morning}`).update({ status: 'cancelled', cancellation_reason: 'Client is ill' });
    const anaUid = (await adminAuth().getUserByEmail(ANA.email)).uid;
    const beaUid = (await adminAuth().getUserByEmail(BEA.email)).uid;
    const waitlistMail = async () =>
      (await db.collection('mail').where('booking_id', '==', morning).get()).docs
        .map((d) => d.data())
        .filter((m) => m.kind === 'waitlist_slot_freed');
    const told = await eventually(
      'the waitlist messages',
      async () => {
        const mail = await waitlistMail();
        return mail.length >= 2 ? mail : null;
      },
      120_000,
    );
    const inOrder = [...told].sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
    expect(inOrder.map((m) => m.client_id)).toEqual([anaUid, cleoId]);
    expect(inOrder.map((m) => m.to)).toEqual([ANA.email, `cleo-${run}@studio.test`]);
    // Bea waits for the afternoon, which is still taken: no message for her.
    expect((await waitlistMail()).filter((m) => m.client_id === beaUid)).toEqual([]);

    // Ana's link opens the wizard on the freed time she can take: 10:00 (her earliest start).
    const link = /https?:\/\/\S+\/booking\?\S+/.exec(inOrder[0]?.message.text ?? '')?.[0] ?? '';
    expect(new URL(link).searchParams.get('date')).toBe(day);
    expect(new URL(link).searchParams.get('time')).toBe('10:00');
    await ana.goto(webUrl(new URL(link).pathname + new URL(link).search));
    await poll(() => ana.getByRole('button', { name: /^10:00 AM/, pressed: true }).count()).toBe(1);
    await poll(() => ana.getByRole('button', { name: 'Submit Interest' }).isEnabled()).toBe(true);
    await saveScreenshot(ana, 'waitlist-link-wizard');

    // She sees the time offered with a Book button to the prefilled wizard, and leaves the waitlist.
    await ana.goto(webUrl('/dashboard'));
    const entry = ana.getByRole('listitem', { name: /^Waitlist for / });
    await entry.getByText(/^10:00 AM.* is free for you$/).waitFor({ timeout: 60_000 });
    const book = new URL(
      (await entry.getByRole('link', { name: /^Book 10:00 AM/ }).getAttribute('href')) ?? '',
      webUrl('/'),
    );
    expect([book.pathname, book.searchParams.get('date'), book.searchParams.get('time')]).toEqual([
      '/booking',
      day,
      '10:00',
    ]);
    await entry.getByRole('button', { name: 'Leave' }).click();
    await ana.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await waitForToast(ana, 'success', 'You left the waitlist');
    await poll(
      async () => (await db.collection('waitlist_entries').where('client_id', '==', anaUid).get()).size,
    ).toBe(0);
  }, 600_000);
});
