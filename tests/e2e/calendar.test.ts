// The staff calendar (issue 12): week and day views in the studio's time zone, live, a booking on
// either side of the spring daylight-saving change at its local time, the phone's day list, the
// booking panel; the Bookings list's filters; the overview's real Clients count and today's list.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAnaBookings } from './fixtures/ana-bookings.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb } from './support/stack.ts';

const { newPage } = useBrowser();
/** Ana's bookings, by day and time: no demo booking lies in 2027. */
const writeBooking = useAnaBookings({ total_price: 45, status: 'scheduled' });

async function ownerPage(path: string): Promise<Page> {
  return signInAt((await newPage()).page, demoOwner, path);
}

/** A booking on the grid: the day's column, then the booking's name (client, service, times, status). */
const booking = (page: Page, day: string, label: string) =>
  page.getByRole('group', { name: day }).getByRole('button', { name: nameOf(label) });

/**
 * A name written 'a, b, c' as the browser computes it from separate blocks of text: Chromium puts
 * spaces between blocks, so ', ' may read ' , '.
 */
const nameOf = (label: string) => new RegExp(`^${label.split(', ').join('\\s*,\\s*')}`);

// New York springs forward on Sunday 14 March 2027: 10:00 is 15:00Z before, 14:00Z after.
const beforeChange = new Date('2027-03-12T15:00:00Z');
const afterChange = new Date('2027-03-15T14:00:00Z');

describe('the staff calendar', () => {
  it('shows bookings at their local time on both sides of the clock change, and opens one', async () => {
    await writeBooking('e2e-cal-before', beforeChange);
    await writeBooking('e2e-cal-after', afterChange, { status: 'confirmed' });
    const page = await ownerPage('/dashboard/calendar?view=week&date=2027-03-12');
    await page.getByRole('heading', { name: 'Sun, Mar 7 – Sat, Mar 13' }).waitFor();
    await booking(page, 'Fri, Mar 12', 'Ana Lima, Gel Manicure, 10:00 AM').waitFor();
    await saveScreenshot(page, 'calendar-week');

    await page.getByRole('button', { name: 'Next week' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === '2027-03-19');
    const after = booking(page, 'Mon, Mar 15', 'Ana Lima, Gel Manicure, 10:00 AM');
    expect(await after.textContent()).toContain('Confirmed');

    await after.click();
    const panel = page.getByRole('dialog', { name: 'Booking' });
    await panel.getByText('Mar 15, 2027 at 10:00 AM').waitFor();
    expect(await panel.innerText()).toContain('Ana Lima');
  });

  it('shows a booking made elsewhere without a reload', async () => {
    const page = await ownerPage('/dashboard/calendar?view=day&date=2027-03-16');
    await page.getByRole('heading', { name: 'Tuesday, March 16, 2027' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { e2eMark: boolean }).e2eMark = true;
    });
    await writeBooking('e2e-cal-live', new Date('2027-03-16T18:30:00Z'));
    await booking(page, 'Tue, Mar 16', 'Ana Lima, Gel Manicure, 2:30 PM').waitFor();
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark)).toBe(true);
  });

  it('draws overlapping bookings side by side, each clickable, and a week heading opens that day', async () => {
    // A conflict override: Bea at 10:30 over Ana's 10:00 hour, on Thursday 15 April 2027 (EDT).
    await writeBooking('e2e-cal-overlap-ana', new Date('2027-04-15T14:00:00Z'));
    await writeBooking('e2e-cal-overlap-bea', new Date('2027-04-15T14:30:00Z'), {
      client_id: (await adminAuth().getUserByEmail('bea@studio.test')).uid,
      client_name: 'Bea Walker',
      client_email: 'bea@studio.test',
      conflict_override: true,
    });
    const page = await ownerPage('/dashboard/calendar?view=week&date=2027-04-12');
    await page.getByRole('button', { name: 'Thu, Apr 15: open Thursday, April 15, 2027' }).click();
    await page.getByRole('heading', { name: 'Thursday, April 15, 2027' }).waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe('2027-04-15');

    const ana = booking(page, 'Thu, Apr 15', 'Ana Lima, Gel Manicure, 10:00 AM');
    const bea = booking(page, 'Thu, Apr 15', 'Bea Walker, Gel Manicure, 10:30 AM');
    const [anaBox, beaBox] = await Promise.all([ana.boundingBox(), bea.boundingBox()]);
    // Side by side: neither covers the other.
    expect(anaBox && beaBox && anaBox.x + anaBox.width <= beaBox.x + 1).toBe(true);
    await saveScreenshot(page, 'calendar-overlap');

    const panel = page.getByRole('dialog', { name: 'Booking' });
    await ana.click();
    await panel.getByText('Ana Lima').waitFor();
    // The footer's Close (the × is named Close too).
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await bea.click();
    await panel.getByText('Bea Walker').waitFor();
  });

  it('on a phone: one day as a list, with the previous and next day, and the week as a list by day', async () => {
    const { page } = await newPage({ viewport: PHONE });
    await writeBooking('e2e-cal-phone', new Date('2027-03-17T15:00:00Z'));
    await signInAt(page, demoOwner, '/dashboard/calendar?date=2027-03-16');
    await page.getByRole('heading', { name: 'Tuesday, March 16, 2027' }).waitFor();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('heading', { name: 'Wednesday, March 17, 2027' }).waitFor();
    const list = page.getByRole('list', { name: 'Appointments' });
    await list.getByRole('button', { name: nameOf('11:00 AM, Ana Lima, Gel Manicure') }).waitFor();
    await saveScreenshot(page, 'calendar-day');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByRole('heading', { name: 'Tuesday, March 16, 2027' }).waitFor();

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' }).click();
    await page.getByRole('heading', { name: 'Sun, Mar 14 – Sat, Mar 20' }).waitFor();
    await page
      .getByRole('list', { name: 'Appointments on Wed, Mar 17' })
      .getByRole('button', { name: nameOf('11:00 AM, Ana Lima, Gel Manicure') })
      .waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'calendar-week-phone');
    await page.getByRole('button', { name: 'Wednesday, March 17, 2027' }).click();
    await page.getByRole('heading', { name: 'Wednesday, March 17, 2027' }).waitFor();
  });
});

describe('the Bookings list', () => {
  it('filters by status, date range and client, each row opening the booking', async () => {
    await writeBooking('e2e-list-cancelled', new Date('2027-04-06T15:00:00Z'), { status: 'cancelled' });
    const page = await ownerPage('/dashboard/bookings');
    const table = page.getByRole('region', { name: 'Bookings' });
    await table.waitFor();
    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByLabel('From').fill('2027-04-06');
    await page.getByLabel('To').fill('2027-04-06');
    await poll(() => table.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/Gel Manicure\s+Cancelled\s+Ana Lima\s+Apr 6, 2027\s+11:00 AM/),
    ]);
    await page.getByLabel('Status').selectOption('completed');
    await page.getByRole('heading', { name: 'No bookings match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Client').fill('bea@');
    await page
      .getByRole('list', { name: 'Matching clients' })
      .getByRole('button', { name: /Bea Walker/ })
      .click();
    await poll(async () => {
      const clients = await table.locator('tbody td[data-label="Client"]').allInnerTexts();
      return clients.length > 0 && clients.every((c) => c === 'Bea Walker');
    }).toBe(true);
    await table.locator('tbody tr').first().getByRole('button').click();
    await page.getByRole('dialog', { name: 'Booking' }).getByText('Bea Walker').waitFor();
    await saveScreenshot(page, 'bookings-filtered');
  });
});

describe('the overview', () => {
  it('counts the real clients (profiles less staff) and lists today', async () => {
    const [profiles, staff] = await Promise.all([
      adminDb().collection('profiles').count().get(),
      adminDb().collection('user_roles').where('role', 'in', ['owner', 'assistant']).count().get(),
    ]);
    const clients = profiles.data().count - staff.data().count;
    expect(clients).toBeGreaterThan(0);
    const page = await ownerPage('/dashboard');
    const card = page.getByRole('heading', { name: 'Clients', exact: true }).locator('..');
    await poll(() => card.innerText()).toContain(String(clients));
    await page.getByRole('heading', { name: "Today's Appointments" }).waitFor();
  });
});
