// createBooking with several services in one visit (issue 31): the server prices and times the
// visit from the catalogue, stores its services in order, and keeps its last clean-up blocked.
import { createBookingRequestSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createBookingFor } from '../../src/bookings/create-booking.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('visit-booking');
const now = new Date('2026-06-01T12:00:00Z');
// Monday 2026-06-15 10:00 EDT.
const start = '2026-06-15T14:00:00.000Z';

async function seed() {
  const batch = db().batch();
  batch.set(db().doc('profiles/ana'), {
    full_name: 'Ana Lima',
    email: 'ana@example.com',
    allergies: ['cyanoacrylate'],
    created_at: now,
  });
  const service = { show_starting_price: false, display_order: 1, is_active: true };
  batch.set(db().doc('services/gel'), {
    ...service,
    name: 'Gel Manicure',
    base_price: 45,
    duration_minutes: 60,
    buffer_minutes: 10,
  });
  batch.set(db().doc('services/art'), {
    ...service,
    name: 'Nail Art',
    base_price: 20,
    duration_minutes: 30,
    buffer_minutes: 15,
  });
  batch.set(db().doc('materials/chrome'), {
    name: 'Chrome Powder',
    price_modifier: 5,
    price_modifier_type: 'flat',
    duration_modifier_minutes: 15,
    display_order: 1,
    is_active: true,
  });
  batch.set(db().doc('service_add_ons/gems'), {
    service_id: 'art',
    name: 'Gems',
    type: 'decoration',
    is_required: false,
    is_active: true,
    display_order: 1,
    options: [{ id: 'two', label: 'Two nails', price_modifier: 6 }],
    allergens: ['cyanoacrylate'],
  });
  // The studio's one owner: the visit is hers (issue 31: bookings belong to a member).
  batch.set(db().doc('user_roles/maya'), { user_id: 'maya', role: 'owner' });
  batch.set(db().doc('availability_blocks/mon'), {
    day_of_week: 1,
    start_time: '09:00',
    end_time: '19:00',
    is_active: true,
  });
  await batch.commit();
}

const twoServices = (patch: Record<string, unknown> = {}) =>
  createBookingRequestSchema.parse({
    clientId: 'ana',
    serviceId: 'gel',
    startsAt: start,
    services: [
      { serviceId: 'gel', materialIds: ['chrome'] },
      { serviceId: 'art', addOnSelections: [{ addOnId: 'gems', optionId: 'two' }] },
    ],
    ...patch,
  });

describe('createBooking with two services in one visit', () => {
  it('stores the services in order, their summed length with the clean-up between, and one price', async () => {
    await seed();
    const answer = await createBookingFor(
      db(),
      'staff-olga',
      twoServices({ allergyAcknowledged: true }),
      now,
    );
    // $45 + $5 chrome + $20 + $6 gems, no tax by default.
    expect(answer.totalPrice).toBe(76);
    const booking = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    expect(booking).toMatchObject({
      service_id: 'gel',
      service_name: 'Gel Manicure',
      material_ids: ['chrome'],
      // 60 + 15 chrome, 10 clean-up, 30.
      duration_minutes: 115,
      buffer_minutes: 15,
      total_price: 76,
      allergy_acknowledged: true,
      line_items: [
        { kind: 'service', label: 'Gel Manicure', amount: 45 },
        { kind: 'material', label: 'Chrome Powder', amount: 5 },
        { kind: 'service', label: 'Nail Art', amount: 20 },
        { kind: 'add_on', label: 'Gems: Two nails', amount: 6 },
      ],
      services: [
        {
          service_id: 'gel',
          service_name: 'Gel Manicure',
          material_ids: ['chrome'],
          add_on_selections: [],
          duration_minutes: 75,
          buffer_minutes: 10,
        },
        {
          service_id: 'art',
          service_name: 'Nail Art',
          material_ids: [],
          add_on_selections: [expect.objectContaining({ add_on_id: 'gems', option_id: 'two' })],
          duration_minutes: 30,
          buffer_minutes: 15,
        },
      ],
    });
    expect(booking?.end_at.toDate().toISOString()).toBe('2026-06-15T15:55:00.000Z');
  });

  it('warns of an allergy met by the second service, and writes nothing until acknowledged', async () => {
    await seed();
    await expect(createBookingFor(db(), 'staff-olga', twoServices(), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'allergy', warnings: [expect.objectContaining({ itemName: 'Gems' })] },
    });
    expect((await db().collection('bookings').get()).size).toBe(0);
  });

  it('keeps the last clean-up blocked: a booking inside it conflicts, one after it does not', async () => {
    await seed();
    await createBookingFor(db(), 'staff-olga', twoServices({ allergyAcknowledged: true }), now);
    const single = (startsAt: string) =>
      createBookingRequestSchema.parse({ clientId: 'ana', serviceId: 'gel', startsAt });
    await expect(
      createBookingFor(db(), 'staff-olga', single('2026-06-15T16:05:00.000Z'), now),
    ).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'conflict' } });
    const after = await createBookingFor(db(), 'staff-olga', single('2026-06-15T16:10:00.000Z'), now);
    expect(after.conflictOverridden).toBe(false);
  });

  it('refuses a list whose first is not the booking’s service, a service twice, and a choice of another service', async () => {
    await seed();
    const refused = (patch: Record<string, unknown>) =>
      createBookingFor(db(), 'staff-olga', twoServices({ allergyAcknowledged: true, ...patch }), now);
    await expect(refused({ serviceId: 'art' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(refused({ services: [{ serviceId: 'gel' }, { serviceId: 'gel' }] })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/twice/),
    });
    await expect(
      refused({
        services: [{ serviceId: 'gel', addOnSelections: [{ addOnId: 'gems', optionId: 'two' }] }],
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: expect.stringMatching(/not offered/) });
    expect((await db().collection('bookings').get()).size).toBe(0);
  });
});
