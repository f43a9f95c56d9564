// The staff calendar feed from My Account (issue 15 item 3): the owner makes a feed address, the
// page shows it once, the address answers the upcoming bookings as iCalendar through the Functions
// emulator, and Revoke makes it answer 404.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { demoServices } from './support/demo.ts';
import { poll } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';
import { adminDb } from './support/stack.ts';

const { newPage } = useBrowser();
// A real service: the names function copies its name onto the booking.
const service = demoServices[0];
const bookingId = `feed-e2e-${randomUUID().slice(0, 8)}`;
// Two days ahead at 16:00 UTC: upcoming whenever the test runs.
const start = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 2 * 86_400_000 + 16 * 3_600_000);

afterAll(() => adminDb().doc(`bookings/${bookingId}`).delete());

describe('the staff calendar feed', () => {
  it('is made on My Account, lists the bookings, and stops answering once revoked', async () => {
    await adminDb()
      .doc(`bookings/${bookingId}`)
      .set({
        client_id: 'feed-client',
        service_id: service?.id ?? 'no-demo-service',
        scheduled_at: Timestamp.fromDate(start),
        duration_minutes: 60,
        total_price: 45,
        status: 'scheduled',
        client_name: 'Fiona Feed',
        notes: 'Prefers the window seat',
        service_name: service?.data.name ?? null,
      });
    const { page } = await newPage();
    await signInAt(page, demoOwner, '/dashboard/account');
    await page.getByRole('heading', { name: 'Calendar feed' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /Make (a feed|a new) address/ }).click({ timeout: 60_000 });
    const address = page.getByLabel('Your feed address');
    await address.waitFor({ timeout: 60_000 });
    const url = await address.inputValue();
    expect(url).toMatch(/\/calendarFeed\/[A-Za-z0-9_-]{43}\.ics$/);
    await saveScreenshot(page, 'calendar-feed-made');

    const res = await fetch(url);
    expect(res.status).toBe(200);
    const ics = (await res.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:booking-${bookingId}@`);
    // What a calendar needs: her first name, the service and the time, never notes (issue 30).
    expect(ics).toContain(`SUMMARY:Fiona · ${service?.data.name}`);
    expect(ics).not.toContain('Feed ·');
    expect(ics).not.toContain('window seat');

    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await waitForToast(page, 'success', 'Calendar feed revoked');
    await poll(async () => (await fetch(url)).status).toBe(404);
    await page.getByText('You have no calendar feed.').waitFor();
    // The first call loads the functions: room for a loaded machine.
  }, 300_000);
});
