// getReport against the Firestore emulator (issue 33): who may ask, what a bad range gets, and
// that the figures come from the period's documents as stored, through their day rollups
// (Timestamps, an odd document, the earlier visit that makes a client returning, the order only
// while ordering is on). Every figure's
// arithmetic is domain/src/reports/reports.test.ts's.
import { settingDocument } from '@studio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { getReportFor } from '../../src/reports/get-report.ts';
import { rebuildReportDaysFor } from '../../src/reports/rebuild-report-days.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('get-report');
const owner = { uid: 'ava', token: { role: 'owner' } };
const assistant = { uid: 'bea', token: { role: 'assistant' } };
const client = { uid: 'c1', token: { role: 'client' } };
const march = { from: '2026-03-01', to: '2026-03-31' };
const edt = (day: string, time: string) => new Date(`2026-${day}T${time}:00-04:00`);

function booking(
  clientId: string,
  at: Date,
  status: string,
  price: number,
  extra: Record<string, unknown> = {},
) {
  return {
    client_id: clientId,
    service_id: 'gel',
    service_name: 'Gel Manicure',
    scheduled_at: at,
    duration_minutes: 60,
    status,
    total_price: price,
    deposit_amount: 0,
    ...extra,
  };
}

beforeEach(async () => {
  const docs: Record<string, Record<string, unknown>> = {
    'user_roles/ava': { user_id: 'ava', role: 'owner' },
    'services/gel': { name: 'Gel Manicure', parent_category: 'Manicure' },
    'availability_blocks/mon': { day_of_week: 1, start_time: '09:00', end_time: '17:00', is_active: true },
    'bookings/before': booking('c1', edt('02-16', '10:00'), 'completed', 45),
    'bookings/b1': booking('c1', edt('03-16', '10:00'), 'completed', 45),
    'bookings/b2': booking('c2', edt('03-16', '11:00'), 'completed', 45.1, { staff_id: 'ava' }),
    'bookings/b3': booking('c3', edt('03-23', '10:00'), 'no_show', 45),
    'bookings/odd': { client_id: 'c4', scheduled_at: edt('03-23', '12:00'), status: 'weird' },
    'bookings/again': booking('c2', edt('04-20', '10:00'), 'scheduled', 45),
    'bookings/feb': booking('c5', edt('02-10', '10:00'), 'completed', 60),
    'orders/o1': {
      client_id: 'c1',
      lines: [{ product_id: 'p1', name: 'Oil', unit_price_cents: 1500, quantity: 1, line_cents: 1500 }],
      subtotal_cents: 1500,
      tax_rate_percent: 0,
      tax_cents: 0,
      shipping_cents: 0,
      total_cents: 1500,
      fulfilment: 'pickup',
      status: 'picked_up',
      created_at: edt('03-20', '12:00'),
    },
  };
  const batch = db().batch();
  for (const [path, data] of Object.entries(docs)) batch.set(db().doc(path), data);
  await batch.commit();
  // No trigger runs here: the owner's rebuild derives the days, as the trigger would on each write.
  await rebuildReportDaysFor(db(), owner, { from: '2026-01-01', to: '2026-05-31' });
});

describe('getReport', () => {
  it("gives the owner the period's figures from the stored documents", async () => {
    const { current, previous, skipped } = await getReportFor(db(), owner, march);
    expect(previous).toBeNull();
    expect(skipped).toBe(1);
    expect(current.revenue.totalCents).toBe(9_010);
    expect(current.revenue.byCategory).toEqual([{ category: 'Manicure', cents: 9_010, visits: 2 }]);
    expect(current.statuses.find((s) => s.status === 'unknown')?.count).toBe(1);
    expect(current.attendance).toMatchObject({ noShows: 1, expected: 3 });
    // c1 came in February: returning; c2 and c3 are new. c2 is back on 20 April (5 weeks on).
    expect(current.clients).toEqual({ newClients: 2, returningClients: 1 });
    expect(current.rebooking).toMatchObject({ clients: 2, rebooked: 1 });
    // Online ordering is off by default: no shop figures.
    expect(current.shop).toBeNull();
    // 5 Mondays × 8 hours; two completed visits of an hour.
    expect(current.utilisation).toEqual([
      { staffId: 'ava', name: 'Owner', bookedMinutes: 120, openMinutes: 2_400, rate: 120 / 2_400 },
    ]);
  });

  it("counts the studio's totals for the overview's cards, whatever the period", async () => {
    const batch = db().batch();
    batch.set(db().doc('services/lashes'), { name: 'Lashes', is_active: true });
    batch.set(db().doc('services/old'), { name: 'Old', is_active: false });
    batch.set(db().doc('products/p1'), { name: 'Oil' });
    for (const uid of ['ava', 'c1', 'c2']) batch.set(db().doc(`profiles/${uid}`), { email: `${uid}@x.test` });
    await batch.commit();
    const { totals } = await getReportFor(db(), owner, march);
    // 7 booking documents (the odd one too), the one active service, the product, and the profiles
    // less the owner's own.
    expect(totals).toEqual({ bookings: 7, activeServices: 1, products: 1, clients: 2 });
  });

  it('compares with the previous period, and reads the shop while ordering is on', async () => {
    await db()
      .doc('settings_public/ecommerce_functionality_enabled')
      .set(settingDocument('ecommerce_functionality_enabled', true, 'ava', new Date()));
    await db()
      .doc('settings_staff/reports_rebook_weeks')
      .set(settingDocument('reports_rebook_weeks', 4, 'ava', new Date()));
    const { current, previous } = await getReportFor(db(), owner, { ...march, compare: true });
    expect(previous?.period).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previous?.revenue.totalCents).toBe(10_500);
    expect(current.shop).toMatchObject({ orders: 1, revenueCents: 1_500 });
    // Five weeks to c2's next visit is beyond a 4-week window.
    expect(current.rebooking).toMatchObject({ weeks: 4, rebooked: 0 });
  });

  it('lets an assistant with "view reports" see them, and refuses one without it, and clients', async () => {
    expect((await getReportFor(db(), assistant, march)).current.revenue.totalCents).toBe(9_010);
    await db()
      .doc('settings_staff/permissions_assistant_view_reports')
      .set(settingDocument('permissions_assistant_view_reports', false, 'ava', new Date()));
    await expect(getReportFor(db(), assistant, march)).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringMatching(/view reports/),
    });
    await expect(getReportFor(db(), client, march)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getReportFor(db(), undefined, march)).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a range ending before it starts, or longer than three years, in plain words', async () => {
    await expect(getReportFor(db(), owner, { from: '2026-03-31', to: '2026-03-01' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'to: The end date is before the start date.',
    });
    await expect(getReportFor(db(), owner, { from: '2020-01-01', to: '2026-01-01' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/at most 3 years/),
    });
    await expect(getReportFor(db(), owner, { from: 'March' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
