// Downstream of bookings (issue 12): the client's My Dashboard follows her bookings live. A
// booking staff make appears without a reload; completing it moves her points, tier and visits
// (through the loyalty function); a cancellation shows as such. Staff's writes are made here with
// the admin SDK, as the booking functions and the staff panel write them.
import { type LoyaltyTier, loyaltyTierLabels } from '@studio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { poll, pollFunctionResult } from './support/poll.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signInAt } from './support/session.ts';
import { adminAuth, adminDb } from './support/stack.ts';

const { newPage } = useBrowser();
const written: string[] = [];

afterAll(async () => {
  await Promise.all(written.map((id) => adminDb().doc(`bookings/${id}`).delete()));
});

/** The demo's loyalty settings: 10 points a dollar; Silver, Gold, Platinum at these points. */
const pointsPerDollar = 10;
const tiers: [LoyaltyTier, number][] = [
  ['platinum', 10_000],
  ['gold', 5_000],
  ['silver', 2_500],
];
const tierOf = (points: number): LoyaltyTier => tiers.find(([, from]) => points >= from)?.[0] ?? 'standard';

describe("the client's My Dashboard, live", () => {
  it('shows a new booking, its completion (points, tier, visits) and a cancellation without a reload', async () => {
    const bea = await adminAuth().getUserByEmail('bea@studio.test');
    const before = (await adminDb().doc(`loyalty_points/${bea.uid}`).get()).data() ?? {};
    const points = Number(before.points ?? 0);
    const visits = Number(before.lifetime_bookings ?? 0);
    // Enough for the next tier up (or 100 dollars at the top), in whole dollars.
    const next = [...tiers].reverse().find(([, from]) => from > points);
    const price = next ? Math.ceil((next[1] - points) / pointsPerDollar) : 100;

    const { page } = await newPage();
    await signInAt(page, { email: 'bea@studio.test', password: 'demo-client-pass' }, '/dashboard');
    await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { e2eMark: boolean }).e2eMark = true;
    });
    const main = page.getByRole('main');

    const booking = {
      client_id: bea.uid,
      service_id: 'svc-gel-manicure',
      scheduled_at: new Date('2027-05-04T14:00:00Z'),
      total_price: price,
      status: 'confirmed',
      service_name: 'Gel Manicure',
      client_name: 'Bea Walker',
      client_email: 'bea@studio.test',
    };
    written.push('e2e-live-visit', 'e2e-live-cancelled');
    await adminDb().doc('bookings/e2e-live-visit').set(booking);
    const shown = `Gel Manicure May 4, 2027 at 10:00 AM $${price}.00 Confirmed`;
    await poll(async () => (await main.innerText()).replace(/\s+/g, ' ')).toContain(shown);

    await adminDb().doc('bookings/e2e-live-visit').update({ status: 'completed' });
    const earned = points + price * pointsPerDollar;
    // The points are the loyalty trigger's: a function's first event may wait for it to load.
    await pollFunctionResult(async () => (await main.innerText()).replace(/\s+/g, ' ')).toContain(
      `Loyalty Points ${earned.toLocaleString('en-US')} ${loyaltyTierLabels[tierOf(earned)]} tier Total Visits ${visits + 1}`,
    );
    expect(tierOf(earned)).not.toBe(tierOf(points));

    await adminDb()
      .doc('bookings/e2e-live-cancelled')
      .set({ ...booking, scheduled_at: new Date('2027-05-11T14:00:00Z'), status: 'cancelled' });
    await poll(async () => (await main.innerText()).replace(/\s+/g, ' ')).toContain(
      `Gel Manicure May 11, 2027 at 10:00 AM $${price}.00 Cancelled`,
    );
    expect(await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark)).toBe(true);
    await saveScreenshot(page, 'client-dashboard-live');
    await page.setViewportSize({ width: 360, height: 800 });
    await saveScreenshot(page, 'client-dashboard-live');
  }, 300_000);
});
