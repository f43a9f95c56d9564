// Times named with the studio's zone (issue 16 item 6): an owner whose browser is in Paris sees
// the studio's 2:00 PM as '2:00 PM EST' in the Bookings table, the booking panel and the calendar
// (grid and the phone's day list); in the studio's own zone no label is added.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type PageOptions, PHONE, useBrowser } from './support/browser.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminAuth, adminDb } from './support/stack.ts';

const { newPage } = useBrowser();
const id = 'e2e-zone-feb';
// Tuesday 9 February 2027, 2:00 PM in New York (EST): 20:00 in Paris. No other test uses that week.
const scheduledAt = new Date('2027-02-09T19:00:00Z');

afterAll(async () => {
  await adminDb().doc(`bookings/${id}`).delete();
});

async function writeBooking() {
  const ana = await adminAuth().getUserByEmail('ana@studio.test');
  await adminDb().doc(`bookings/${id}`).set({
    client_id: ana.uid,
    service_id: 'svc-gel-manicure',
    scheduled_at: scheduledAt,
    total_price: 45,
    status: 'scheduled',
    service_name: 'Gel Manicure',
    client_name: 'Ana Lima',
    client_email: 'ana@studio.test',
  });
}

const ownerPage = async (path: string, options: PageOptions): Promise<Page> =>
  signInAt((await newPage(options)).page, demoOwner, path);

/** The Bookings table narrowed to that day, its rows' text once the booking shows. */
async function bookingRows(page: Page) {
  const table = page.getByRole('region', { name: 'Bookings' });
  await table.waitFor();
  await page.getByLabel('From').fill('2027-02-09');
  await page.getByLabel('To').fill('2027-02-09');
  await poll(() => table.locator('tbody tr').count()).toBe(1);
  return table.locator('tbody tr').first();
}

describe("times seen from another zone than the studio's", () => {
  it('the Bookings table and the booking panel name the studio zone', async () => {
    await writeBooking();
    const page = await ownerPage('/dashboard/bookings', { timeZone: 'Europe/Paris' });
    const row = await bookingRows(page);
    expect(await row.innerText()).toMatch(/Feb 9, 2027\s+2:00 PM EST/);
    await row.getByRole('button', { name: 'Gel Manicure' }).click();
    const panel = page.getByRole('dialog', { name: 'Booking' });
    await panel.getByText(/Feb 9, 2027 at 2:00 PM – \d+:\d{2} PM EST/).waitFor();
    await saveScreenshot(page, 'zone-booking-panel-paris');
  });

  it('the calendar heads its hours with the zone and names it after each booking', async () => {
    await writeBooking();
    const page = await ownerPage('/dashboard/calendar?view=week&date=2027-02-09', {
      timeZone: 'Europe/Paris',
    });
    const day = page.getByRole('group', { name: 'Tue, Feb 9' });
    const box = day.getByRole('button', { name: /^Ana Lima/ });
    await box.waitFor();
    expect(await box.innerText()).toMatch(/2:00 PM – \d+:\d{2} PM EST/);
    expect(await page.getByRole('region', { name: 'Calendar' }).innerText()).toMatch(/^EST\s/);
    await saveScreenshot(page, 'zone-calendar-week-paris');
  });

  it("the phone's day list names it too", async () => {
    await writeBooking();
    const page = await ownerPage('/dashboard/calendar?view=day&date=2027-02-09', {
      timeZone: 'Asia/Tokyo',
      viewport: PHONE,
    });
    const list = page.getByRole('list', { name: 'Appointments' });
    await list.getByRole('button', { name: /^2:00 PM EST\s*,\s*Ana Lima/ }).waitFor();
    await saveScreenshot(page, 'zone-calendar-day-tokyo');
  });
});

describe("times seen in the studio's zone", () => {
  it('carry no label', async () => {
    await writeBooking();
    const page = await ownerPage('/dashboard/bookings', {});
    const row = await bookingRows(page);
    const text = await row.innerText();
    expect(text).toMatch(/Feb 9, 2027\s+2:00 PM/);
    expect(text).not.toContain('EST');
  });
});
