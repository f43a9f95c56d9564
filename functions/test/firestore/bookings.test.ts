import { createBookingRequestSchema } from '@studio/domain';
import { demoAddOns, demoMaterials, demoServices } from '@studio/domain/demo/catalog';
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
  await db()
    .doc('availability_blocks/tue')
    .set({ day_of_week: 2, start_time: '09:00', end_time: '19:00', is_active: true });
  // The studio's one owner: bookings without a member are hers, and "anyone" is her.
  await db().doc('user_roles/maya').set({ user_id: 'maya', role: 'owner' });
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

describe('the time bounds and the reserved points', () => {
  it('refuses a time in the past or beyond the advance limit unless overridden, and records the override', async () => {
    await seed();
    // Early hours that Monday, so the late walk-in below (7:50) is within them.
    await db()
      .doc('availability_blocks/mon-early')
      .set({ day_of_week: 1, start_time: '07:00', end_time: '09:00', is_active: true });
    // 20 minutes ago is past the 15-minute grace period; 61 days ahead is past the 60-day limit.
    const past = new Date(now.getTime() - 20 * 60_000).toISOString();
    const far = new Date(now.getTime() + 61 * 86_400_000).toISOString();
    await expect(createBookingFor(db(), 'o', request({ startsAt: past }), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'time_limit', override: 'past' },
    });
    await expect(createBookingFor(db(), 'o', request({ startsAt: far }), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'time_limit', override: 'beyond_advance_limit' },
    });
    expect((await db().collection('bookings').get()).size).toBe(0);
    // Ten minutes late is a late walk-in: no override needed.
    const late = await createBookingFor(
      db(),
      'o',
      request({ startsAt: new Date(now.getTime() - 10 * 60_000).toISOString() }),
      now,
    );
    expect((await db().doc(`bookings/${late.bookingId}`).get()).get('time_override')).toBeNull();
    const recorded = await createBookingFor(
      db(),
      'o',
      request({ startsAt: far, overrideTimeLimit: true }),
      now,
    );
    expect((await db().doc(`bookings/${recorded.bookingId}`).get()).data()).toMatchObject({
      time_override: 'beyond_advance_limit',
    });
  });

  it('refuses moving a booking into the past unless overridden, and records when', async () => {
    await seed();
    const { bookingId } = await createBookingFor(db(), 'o', request(), now);
    const yesterday = new Date(now.getTime() - 86_400_000);
    const move = (overrideTimeLimit: boolean) =>
      rescheduleBookingFor(
        db(),
        { bookingId, startsAt: yesterday, overrideConflict: false, overrideTimeLimit, staffId: null },
        now,
      );
    await expect(move(false)).rejects.toMatchObject({ details: { reason: 'time_limit', override: 'past' } });
    await move(true);
    const moved = (await db().doc(`bookings/${bookingId}`).get()).data();
    expect(moved).toMatchObject({ time_override: 'past' });
    expect(moved?.time_set_at.toDate()).toEqual(now);
  });

  it('reserves redeemed points on upcoming bookings and frees them when one is cancelled', async () => {
    await seed();
    await db()
      .doc('loyalty_points/ana')
      .set({ user_id: 'ana', points: 150, tier: 'standard', lifetime_bookings: 1 });
    const first = await createBookingFor(db(), 'o', request({ redeemLoyalty: true }), now);
    expect((await db().doc(`bookings/${first.bookingId}`).get()).get('loyalty_points_redeemed')).toBe(100);
    const later = (patch: Record<string, unknown> = {}) =>
      request({ redeemLoyalty: true, startsAt: '2026-06-16T14:00:00.000Z', ...patch });
    // 150 points, 100 reserved on the first booking: 50 left, below the threshold of 100.
    await expect(createBookingFor(db(), 'o', later(), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'The client has 50 points; redeeming needs at least 100.',
    });
    await db().doc(`bookings/${first.bookingId}`).update({ status: 'cancelled', cancellation_reason: 'ill' });
    const second = await createBookingFor(db(), 'o', later(), now);
    expect((await db().doc(`bookings/${second.bookingId}`).get()).get('loyalty_points_redeemed')).toBe(100);
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
        {
          bookingId: second.bookingId,
          startsAt: new Date('2026-06-15T14:30:00Z'),
          overrideConflict: false,
          overrideTimeLimit: false,
          staffId: null,
        },
        now,
      ),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    // Moving onto its own time (overlapping only itself) is fine.
    const moved = await rescheduleBookingFor(
      db(),
      {
        bookingId: first.bookingId,
        startsAt: new Date('2026-06-15T14:30:00Z'),
        overrideConflict: false,
        overrideTimeLimit: false,
        staffId: null,
      },
      now,
    );
    expect(moved).toMatchObject({ startsAt: '2026-06-15T14:30:00.000Z', endsAt: '2026-06-15T15:30:00.000Z' });
  });

  it('reopens only a completed booking, recording who and when', async () => {
    await seed();
    const { bookingId } = await createBookingFor(db(), 'o', request(), now);
    await expect(
      reopenBookingFor(db(), { uid: 'o', isOwner: true }, { bookingId, overrideConflict: false }, now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await db().doc(`bookings/${bookingId}`).update({ status: 'completed', completed_early: true });
    const cam = { uid: 'staff-cam', isOwner: false };
    expect(await reopenBookingFor(db(), cam, { bookingId, overrideConflict: false }, now)).toEqual({
      bookingId,
      status: 'confirmed',
    });
    expect((await db().doc(`bookings/${bookingId}`).get()).data()).toMatchObject({
      status: 'confirmed',
      status_changed_by: 'staff-cam',
      completed_early: false,
    });
  });

  it('lets the owner reinstate a cancelled or no-show booking while its time is free (issue 29)', async () => {
    await seed();
    const owner = { uid: 'staff-olga', isOwner: true };
    const { bookingId } = await createBookingFor(db(), 'o', request(), now);
    await db()
      .doc(`bookings/${bookingId}`)
      .update({ status: 'cancelled', cancellation_reason: 'Client is unwell' });
    await expect(
      reopenBookingFor(
        db(),
        { uid: 'staff-cam', isOwner: false },
        { bookingId, overrideConflict: false },
        now,
      ),
    ).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only the owner can reinstate a cancelled booking.',
    });
    expect(await reopenBookingFor(db(), owner, { bookingId, overrideConflict: false }, now)).toEqual({
      bookingId,
      status: 'confirmed',
    });
    expect((await db().doc(`bookings/${bookingId}`).get()).data()).toMatchObject({
      status: 'confirmed',
      status_changed_by: 'staff-olga',
      cancellation_reason: null,
    });

    // Missed, and meanwhile another client took the time: it stays a no-show, even with an override.
    await db().doc(`bookings/${bookingId}`).update({ status: 'no_show' });
    await createBookingFor(db(), 'o', request({ startsAt: '2026-06-15T14:30:00.000Z' }), now);
    for (const overrideConflict of [false, true])
      await expect(reopenBookingFor(db(), owner, { bookingId, overrideConflict }, now)).rejects.toMatchObject(
        {
          code: 'failed-precondition',
          message: expect.stringMatching(/no longer free/),
          details: { reason: 'conflict' },
        },
      );
    expect((await db().doc(`bookings/${bookingId}`).get()).get('status')).toBe('no_show');
  });
});

describe('createBooking prices the visit it stores', () => {
  it('stores the rush, after-hours, loyalty, tax and deposit figures of the hand-computed fixture', async () => {
    await seed();
    const gel = demoServices['svc-gel-manicure'];
    await db()
      .doc('services/svc-gel-manicure')
      .set({ ...gel, compatible_material_ids: ['mat-gel-polish', 'mat-builder-gel'] });
    await db()
      .doc('materials/mat-gel-polish')
      .set(demoMaterials['mat-gel-polish'] ?? {});
    await db()
      .doc('materials/mat-builder-gel')
      .set(demoMaterials['mat-builder-gel'] ?? {});
    await db()
      .doc('service_add_ons/addon-gel-shape')
      .set(demoAddOns['addon-gel-shape'] ?? {});
    await db()
      .doc('profiles/bea')
      .set({ full_name: 'Bea Walker', email: 'bea@example.com', created_at: now });
    await db()
      .doc('loyalty_points/bea')
      .set({ user_id: 'bea', points: 150, tier: 'standard', lifetime_bookings: 1 });
    const setting = (key: string, value: unknown) => db().doc(`settings_public/${key}`).set({ key, value });
    await setting('rush_settings', {
      rushFeeEnabled: true,
      rushFeeAmount: 20,
      rushWindowHours: 48,
      afterHoursFeeEnabled: true,
      afterHoursFeeAmount: 30,
    });
    await setting('ecommerce_tax_mode', 'flat');
    await setting('ecommerce_tax_rate', 8);
    // Tuesday 16 June 2026 at 20:00 EDT: after the Tuesday hours (9:00–19:00), 36 hours from now.
    const answer = await createBookingFor(
      db(),
      'o',
      request({
        clientId: 'bea',
        serviceId: 'svc-gel-manicure',
        materialIds: ['mat-gel-polish', 'mat-builder-gel'],
        addOnSelections: [{ addOnId: 'addon-gel-shape', optionId: 'almond' }],
        startsAt: '2026-06-17T00:00:00.000Z',
        redeemLoyalty: true,
        overrideTimeLimit: true,
      }),
      new Date('2026-06-15T12:00:00Z'),
    );
    // By hand: 50 + 15 + 20% of 50 + 5 almond = 80; + 20 rush + 30 after hours; − 5% of 80 = 4;
    // subtotal 126.00; tax 8% = 10.08; total 136.08; deposit 25% = 34.02.
    expect(answer.totalPrice).toBe(136.08);
    const stored = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    expect(stored).toMatchObject({
      total_price: 136.08,
      tax_amount: 10.08,
      deposit_amount: 34.02,
      loyalty_points_redeemed: 100,
    });
    expect(stored?.line_items.map((l: { amount: number }) => l.amount)).toEqual([50, 15, 10, 5, 20, 30, -4]);
  });
});
