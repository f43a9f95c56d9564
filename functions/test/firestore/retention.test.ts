import { describe, expect, it } from 'vitest';
import { applyRetention, planRetention } from '../../src/retention/data-retention.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('retention');
const now = new Date('2026-11-26T12:00:00Z');
// With the default 24 months, the cutoff is 2024-11-26T12:00Z.
const old = new Date('2024-10-01T12:00:00Z');
const recent = new Date('2025-01-10T12:00:00Z');

const booking = (scheduled_at: Date, notes: string | null) => ({
  client_id: 'ana',
  service_id: 's1',
  scheduled_at,
  status: 'completed',
  total_price: 60,
  notes,
  cancellation_reason: null,
});

async function seed() {
  await db().doc('bookings/old-with-notes').set(booking(old, 'Prefers almond shape; mentioned her divorce'));
  await db()
    .doc('bookings/old-cancelled')
    .set({ ...booking(old, null), status: 'cancelled', cancellation_reason: 'Sick' });
  await db().doc('bookings/old-already-clean').set(booking(old, null));
  await db().doc('bookings/recent').set(booking(recent, 'Keep this'));
  await db().doc('booking_interests/old').set({ client_id: 'ana', status: 'declined', created_at: old });
  await db().doc('booking_interests/recent').set({ client_id: 'ana', status: 'new', created_at: recent });
  await db()
    .doc('mail/old')
    .set({ to: 'ana@example.com', created_at: old, delivery: { startTime: old, state: 'SUCCESS' } });
  await db()
    .doc('messages/old')
    // Never processed by an extension (no delivery field): dated by its created_at.
    .set({ to: '+15555550100', created_at: old });
  await db()
    .doc('messages/recent')
    .set({ to: '+15555550100', created_at: recent, delivery: { startTime: recent, state: 'SUCCESS' } });
}

describe('data retention against the Firestore emulator', () => {
  it('counts first without changing anything (the owner’s dry run)', async () => {
    await seed();
    const plan = await planRetention(db(), now);
    expect(plan.counts).toEqual({
      cutoff: '2024-11-26T12:00:00.000Z',
      months: 24,
      bookingsAnonymised: 2,
      interestsDeleted: 1,
      messagesDeleted: 2,
    });
    expect((await db().doc('bookings/old-with-notes').get()).get('notes')).toMatch(/almond/);
    expect((await db().doc('booking_interests/old').get()).exists).toBe(true);
  });

  it('anonymises old bookings (their price and status stay, for loyalty) and deletes old interests and messages', async () => {
    await seed();
    await applyRetention(db(), await planRetention(db(), now));
    expect((await db().doc('bookings/old-with-notes').get()).data()).toMatchObject({
      client_id: 'ana',
      status: 'completed',
      total_price: 60,
      notes: null,
      cancellation_reason: null,
    });
    expect((await db().doc('bookings/old-cancelled').get()).get('cancellation_reason')).toBeNull();
    expect((await db().doc('bookings/recent').get()).get('notes')).toBe('Keep this');
    expect((await db().doc('booking_interests/old').get()).exists).toBe(false);
    expect((await db().doc('booking_interests/recent').get()).exists).toBe(true);
    expect((await db().doc('mail/old').get()).exists).toBe(false);
    expect((await db().doc('messages/old').get()).exists).toBe(false);
    expect((await db().doc('messages/recent').get()).exists).toBe(true);
    // A second run finds nothing left.
    const again = (await planRetention(db(), now)).counts;
    expect([again.bookingsAnonymised, again.interestsDeleted, again.messagesDeleted]).toEqual([0, 0, 0]);
  });

  it('follows the setting: 6 months reaches the recent records too', async () => {
    await seed();
    await db().doc('settings_staff/data_retention_months').set({ key: 'data_retention_months', value: 6 });
    const counts = (await planRetention(db(), now)).counts;
    expect(counts).toMatchObject({
      months: 6,
      bookingsAnonymised: 3,
      interestsDeleted: 2,
      messagesDeleted: 3,
    });
  });
});
