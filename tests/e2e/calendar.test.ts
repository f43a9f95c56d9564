// The staff calendar's week on a phone (issue 12): the week as a list by day fits a 360 px screen
// with nothing to scroll sideways. Layout, which happy-dom does not compute, so it stays here; the
// rest of the calendar (local times across the clock change, live updates, the overlapping pair,
// the phone's day and week lists, the zone labels), the Bookings list's filters and the overview
// are screen tests: web/src/features/calendar/__screens__/calendar-week-day.test.tsx,
// web/src/features/bookings/__screens__/bookings-list.test.tsx,
// web/src/features/overview/__screens__/overview.test.tsx (docs/testing.md).
import { describe, expect, it } from 'vitest';
import { useAnaBookings } from './fixtures/ana-bookings.ts';
import { PHONE, useBrowser } from './support/browser.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { demoOwner, signInAt } from './support/session.ts';

const { newPage } = useBrowser();
/** Ana's bookings, by day and time: no demo booking lies in 2027. */
const writeBooking = useAnaBookings({ total_price: 45, status: 'scheduled' });

/**
 * A name written 'a, b, c' as the browser computes it from separate blocks of text: Chromium puts
 * spaces between blocks, so ', ' may read ' , '.
 */
const nameOf = (label: string) => new RegExp(`^${label.split(', ').join('\\s*,\\s*')}`);

describe('the staff calendar on a phone', () => {
  it('shows the week as a list by day with nothing to scroll sideways at 360 px', async () => {
    const { page } = await newPage({ viewport: PHONE });
    await writeBooking('e2e-cal-phone', new Date('2027-03-17T15:00:00Z'));
    await signInAt(page, demoOwner, '/dashboard/calendar?view=week&date=2027-03-16');
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
  });
});
