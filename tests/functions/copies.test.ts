// The functions that keep copies right, through the stack: names after a rename, and the
// booking wizard's reason-free copy of the blocked times.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceDocument } from '../../functions/test/fixtures.ts';
import { stackAdmin, unique } from './support/admin.ts';
import { eventually, signUp } from './support/stack.ts';

const { db } = stackAdmin('functions-copies');

const inDays = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

describe('copies of names follow a rename', () => {
  it('renames a client on her bookings and interests, and a service on its bookings', async () => {
    const ana = await signUp(unique('ana'));
    const serviceId = `svc-${randomUUID().slice(0, 8)}`;
    await db.doc(`services/${serviceId}`).set(serviceDocument());
    await db.doc(`profiles/${ana.uid}`).update({ full_name: 'Ana' });
    const booking = db.collection('bookings').doc();
    await booking.set({
      client_id: ana.uid,
      service_id: serviceId,
      scheduled_at: inDays(3, 15),
      total_price: 45,
      status: 'scheduled',
    });
    const interest = db.collection('booking_interests').doc();
    await interest.set({
      client_id: ana.uid,
      category: 'manicure',
      preferred_date: '2026-12-01',
      preferred_time: '10:00',
      client_notes: null,
      instagram_handle: null,
      status: 'new',
      contacted_at: null,
      created_at: new Date(),
    });
    await eventually(
      'names copied',
      async () => {
        const [b, i] = [(await booking.get()).data(), (await interest.get()).data()];
        return b?.client_name === 'Ana' && b.service_name === 'Gel Manicure' && i?.client_name === 'Ana';
      },
      60000,
    );

    await db.doc(`profiles/${ana.uid}`).update({ full_name: 'Ana Lima', phone: '555-0199' });
    await db.doc(`services/${serviceId}`).update({ name: 'Gel Manicure Deluxe' });
    const renamed = await eventually(
      'names after the renames',
      async () => {
        const [b, i] = [(await booking.get()).data(), (await interest.get()).data()];
        const done =
          b?.client_name === 'Ana Lima' &&
          b.service_name === 'Gel Manicure Deluxe' &&
          i?.client_name === 'Ana Lima' &&
          i.client_phone === '555-0199';
        return done ? { b, i } : undefined;
      },
      60000,
    );
    expect(renamed.b.client_email).toBe(renamed.i.client_email);
    // Six triggers in a chain: generous waits for a loaded machine (a few seconds when quiet).
  }, 150000);
});

describe('the booking wizard’s copy of the blocked times', () => {
  const copy = () => db.doc('public_availability/blocked_dates');
  const startsIn = async () =>
    ((await copy().get()).get('slots') ?? []).map((s: { start_datetime: { toMillis(): number } }) =>
      s.start_datetime.toMillis(),
    );

  it('publishes a blocked time without its reason, and withdraws it when the block is removed', async () => {
    const start = inDays(5, 14);
    const slot = db.collection('blocked_time_slots').doc();
    await slot.set({ start_datetime: start, end_datetime: inDays(5, 18), reason: 'Dentist (private)' });
    await eventually('the slot in the public copy', async () => (await startsIn()).includes(start.getTime()));
    expect(JSON.stringify((await copy().get()).data())).not.toContain('Dentist');

    await slot.delete();
    await eventually(
      'the slot gone from the public copy',
      async () => !(await startsIn()).includes(start.getTime()),
    );
  });
});
