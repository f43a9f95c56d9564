import { createBookingRequestSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createBookingFor } from '../../src/bookings/create-booking.ts';
import { reopenBookingFor } from '../../src/bookings/reopen-booking.ts';
import { rescheduleBookingFor } from '../../src/bookings/reschedule-booking.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('bookings');
const now = new Date('2026-06-01T12:00:00Z');
// Monday 2026-06-15 10:00 EDT.
const start = '2026-06-15T14:00:00.000Z';

async function seed() {
  await db()
    .doc('profiles/ana')
    .set({
      full_name: 'Ana Lima',
      email: 'ana@example.com',
      allergies: ['acrylic'],
      created_at: now,
    });
  await db().doc('services/gel').set({
    name: 'Gel Manicure',
    base_price: 45,
    show_starting_price: false,
    duration_minutes: 60,
    display_order: 1,
    is_active: true,
  });
  await db().doc('materials/acrylic').set({
    name: 'Acrylic Powder',
    price_modifier: 10,
    price_modifier_type: 'flat',
    duration_modifier_minutes: 15,
    display_order: 1,
    is_active: true,
  });
  await db()
    .doc('availability_blocks/mon')
    .set({ day_of_week: 1, start_time: '09:00', end_time: '19:00', is_active: true });
  await db().doc('booking_interests/lead').set({
    client_id: 'ana',
    category: 'manicure',
    preferred_date: '2026-06-15',
    preferred_time: '10:00',
    status: 'discussing',
    contacted_at: now,
    created_at: now,
  });
}

const request = (patch: Record<string, unknown> = {}) =>
  createBookingRequestSchema.parse({ clientId: 'ana', serviceId: 'gel', startsAt: start, ...patch });

const codeOf = (error: unknown) => (error as { code?: string }).code;

describe('createBooking against the Firestore emulator', () => {
  it('stores the quoted price, the interval and who booked, and converts the interest in the same commit', async () => {
    await seed();
    const answer = await createBookingFor(db(), 'staff-olga', request({ interestId: 'lead' }), now);
    expect(answer).toMatchObject({ totalPrice: 45, conflictOverridden: false });
    const booking = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    expect(booking).toMatchObject({
      client_id: 'ana',
      status: 'scheduled',
      total_price: 45,
      deposit_amount: 11.25,
      duration_minutes: 60,
      created_by: 'staff-olga',
      interest_id: 'lead',
      service_name: 'Gel Manicure',
      line_items: [{ kind: 'service', label: 'Gel Manicure', amount: 45 }],
    });
    expect(booking?.end_at.toDate().toISOString()).toBe('2026-06-15T15:00:00.000Z');
    expect((await db().doc('booking_interests/lead').get()).data()).toMatchObject({
      status: 'converted',
      booking_id: answer.bookingId,
    });
  });

  it('lets exactly one of two concurrent bookings of the same slot through', async () => {
    await seed();
    const results = await Promise.allSettled([
      createBookingFor(db(), 'staff-olga', request(), now),
      createBookingFor(db(), 'staff-cam', request({ startsAt: '2026-06-15T14:30:00.000Z' }), now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(codeOf(refused?.reason)).toBe('failed-precondition');
    expect(String(refused?.reason)).toMatch(/overlaps another booking/);
    expect((await db().collection('bookings').get()).size).toBe(1);
  });

  it('writes nothing, interest included, when the slot is taken; books over it only when told to', async () => {
    await seed();
    await createBookingFor(db(), 'staff-olga', request(), now);
    await expect(
      createBookingFor(db(), 'staff-olga', request({ interestId: 'lead' }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'conflict' },
    });
    expect((await db().doc('booking_interests/lead').get()).get('status')).toBe('discussing');
    const forced = await createBookingFor(db(), 'staff-olga', request({ overrideConflict: true }), now);
    expect(forced.conflictOverridden).toBe(true);
    expect((await db().doc(`bookings/${forced.bookingId}`).get()).get('conflict_override')).toBe(true);
  });

  it('asks for the allergy to be acknowledged, then records it', async () => {
    await seed();
    await expect(
      createBookingFor(db(), 'staff-olga', request({ materialIds: ['acrylic'] }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('a free-text allergy'),
      details: {
        reason: 'allergy',
        warnings: [
          { itemKind: 'material', itemName: 'Acrylic Powder', allergy: 'acrylic', match: 'free_text' },
        ],
      },
    });
    const answer = await createBookingFor(
      db(),
      'staff-olga',
      request({ materialIds: ['acrylic'], allergyAcknowledged: true }),
      now,
    );
    const booking = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    expect(booking).toMatchObject({ allergy_acknowledged: true, total_price: 55, duration_minutes: 75 });
  });

  it('checks the service and the chosen add-ons by allergen, and lets a free-of material replace the service default', async () => {
    await seed();
    await db()
      .doc('profiles/ana')
      .update({ allergies: ['hema', 'cyanoacrylate'] });
    await db()
      .doc('services/gel')
      .update({ allergens: ['hema'] });
    await db()
      .doc('materials/soft-gel')
      .set({
        name: 'HEMA-free Gel',
        price_modifier: 0,
        price_modifier_type: 'flat',
        duration_modifier_minutes: 0,
        display_order: 2,
        is_active: true,
        free_of: ['hema'],
      });
    await db()
      .doc('service_add_ons/art')
      .set({
        service_id: 'gel',
        name: 'Gems',
        type: 'Art',
        is_required: false,
        is_active: true,
        display_order: 1,
        options: [{ id: 'two', label: 'Two gems', price_modifier: 5 }],
        allergens: ['cyanoacrylate'],
      });
    const refusal = (patch: Record<string, unknown>) =>
      createBookingFor(db(), 'staff-olga', request(patch), now).then(
        () => null,
        (error: { details?: { warnings?: { itemName: string }[] } }) =>
          error.details?.warnings?.map((w) => w.itemName),
      );
    expect(await refusal({})).toEqual(['Gel Manicure']);
    expect(await refusal({ addOnSelections: [{ addOnId: 'art', optionId: 'two' }] })).toEqual([
      'Gel Manicure',
      'Gems',
    ]);
    // The HEMA-free gel replaces the service's standard gel: nothing to acknowledge, so it books.
    expect(await refusal({ materialIds: ['soft-gel'] })).toBeNull();
  });

  it('refuses an unknown service, a missing client and redeeming without points', async () => {
    await seed();
    await expect(createBookingFor(db(), 'o', request({ serviceId: 'nope' }), now)).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expect(createBookingFor(db(), 'o', request({ clientId: 'ghost' }), now)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(createBookingFor(db(), 'o', request({ redeemLoyalty: true }), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'The client has 0 points; redeeming needs at least 100.',
    });
    expect((await db().collection('bookings').get()).size).toBe(0);
  });
});

describe('rescheduleBooking and reopenBooking against the Firestore emulator', () => {
  it('moves a booking keeping its length, refusing a taken time', async () => {
    await seed();
    const first = await createBookingFor(db(), 'o', request(), now);
    const second = await createBookingFor(db(), 'o', request({ startsAt: '2026-06-15T16:00:00.000Z' }), now);
    await expect(
      rescheduleBookingFor(
        db(),
        { bookingId: second.bookingId, startsAt: new Date('2026-06-15T14:30:00Z'), overrideConflict: false },
        now,
      ),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    // Moving onto its own time (overlapping only itself) is fine.
    const moved = await rescheduleBookingFor(
      db(),
      { bookingId: first.bookingId, startsAt: new Date('2026-06-15T14:30:00Z'), overrideConflict: false },
      now,
    );
    expect(moved).toMatchObject({ startsAt: '2026-06-15T14:30:00.000Z', endsAt: '2026-06-15T15:30:00.000Z' });
  });

  it('reopens only a completed booking, recording who and when', async () => {
    await seed();
    const { bookingId } = await createBookingFor(db(), 'o', request(), now);
    await expect(
      reopenBookingFor(db(), 'o', { bookingId, overrideConflict: false }, now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await db().doc(`bookings/${bookingId}`).update({ status: 'completed' });
    expect(await reopenBookingFor(db(), 'staff-cam', { bookingId, overrideConflict: false }, now)).toEqual({
      bookingId,
      status: 'confirmed',
    });
    expect((await db().doc(`bookings/${bookingId}`).get()).data()).toMatchObject({
      status: 'confirmed',
      status_changed_by: 'staff-cam',
    });
  });
});
