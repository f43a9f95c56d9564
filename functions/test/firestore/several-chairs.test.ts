// Several chairs against the Firestore emulator (issue 31): createBooking and rescheduleBooking
// judge a time per member (her hours, her services, her bookings with their clean-up, her time
// off), choose "anyone" in the team's order inside the transaction, and refuse in plain words,
// writing nothing. saveStaffProfile and changeInterestStatus are here too.
import {
  changeInterestStatusRequestSchema,
  createBookingRequestSchema,
  rescheduleBookingRequestSchema,
  saveStaffProfileRequestSchema,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { changeInterestStatusFor } from '../../src/booking-interests/change-interest-status.ts';
import { createBookingFor } from '../../src/bookings/create-booking.ts';
import { reopenBookingFor } from '../../src/bookings/reopen-booking.ts';
import { rescheduleBookingFor } from '../../src/bookings/reschedule-booking.ts';
import { saveStaffProfileFor } from '../../src/staff/save-staff-profile.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('several-chairs');
const now = new Date('2026-06-01T12:00:00Z');
// Monday 2026-06-15, 10:00 EDT.
const ten = '2026-06-15T14:00:00.000Z';
const at = (edtTime: string) => {
  const [h, m] = edtTime.split(':').map(Number);
  return new Date(Date.UTC(2026, 5, 15, (h ?? 0) + 4, m ?? 0)).toISOString();
};

async function seed() {
  const batch = db().batch();
  const put = (path: string, data: Record<string, unknown>) => batch.set(db().doc(path), data);
  put('profiles/ana', { full_name: 'Ana Lima', email: 'ana@example.com', created_at: now });
  put('services/gel', {
    name: 'Gel Manicure',
    base_price: 45,
    show_starting_price: false,
    duration_minutes: 60,
    buffer_minutes: 15,
    display_order: 1,
    is_active: true,
  });
  put('services/pedi', {
    name: 'Spa Pedicure',
    base_price: 60,
    show_starting_price: false,
    duration_minutes: 60,
    display_order: 2,
    is_active: true,
  });
  put('availability_blocks/mon', { day_of_week: 1, start_time: '09:00', end_time: '19:00', is_active: true });
  put('user_roles/maya', { user_id: 'maya', role: 'owner' });
  put('user_roles/jo', { user_id: 'jo', role: 'assistant' });
  put('user_roles/kim', { user_id: 'kim', role: 'assistant' });
  put('user_roles/ana', { user_id: 'ana', role: 'client' });
  put('staff_profiles/maya', { bookable: true, display_name: 'Maya', time_off: [] });
  // Jo does hands only, and works Monday afternoons.
  put('staff_profiles/jo', {
    bookable: true,
    display_name: 'Jo',
    service_ids: ['gel'],
    weekly_hours: [{ day_of_week: 1, start_time: '12:00', end_time: '19:00', is_active: true }],
    time_off: [],
  });
  put('staff_profiles/kim', { bookable: true, display_name: 'Kim', time_off: [] });
  await batch.commit();
}

const book = (patch: Record<string, unknown> = {}) =>
  createBookingFor(
    db(),
    'maya',
    createBookingRequestSchema.parse({ clientId: 'ana', serviceId: 'gel', startsAt: ten, ...patch }),
    now,
  );
const bookingCount = async () => (await db().collection('bookings').get()).size;
const staffOf = async (id: string) => (await db().doc(`bookings/${id}`).get()).get('staff_id');

describe('createBooking with several chairs', () => {
  it('books two clients at the same time with two members, and stores the member and the buffer', async () => {
    await seed();
    const withMaya = await book({ staffId: 'maya' });
    const withKim = await book({ staffId: 'kim' });
    expect([withMaya.staffId, withKim.staffId]).toEqual(['maya', 'kim']);
    expect((await db().doc(`bookings/${withKim.bookingId}`).get()).data()).toMatchObject({
      staff_id: 'kim',
      buffer_minutes: 15,
      duration_minutes: 60,
    });
  });

  it('refuses a time that is not free for her, the clean-up included, and writes nothing', async () => {
    await seed();
    await book({ staffId: 'maya' });
    // 11:00 is after the visit (10–11) but inside its 15 minutes of clean-up.
    await expect(book({ staffId: 'maya', startsAt: at('11:00') })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Maya is not free at 11:00 AM'),
      details: { reason: 'conflict', conflicts: [{ kind: 'booking' }] },
    });
    expect(await bookingCount()).toBe(1);
    // After the clean-up she is free again.
    expect((await book({ staffId: 'maya', startsAt: at('11:15') })).staffId).toBe('maya');
  });

  it('does not book over a time a visitor holds while she signs in (issue 32), unless staff book it anyway', async () => {
    await seed();
    const hold = (id: string, expiresAt: Date) =>
      db()
        .doc(`booking_holds/${id}`)
        .set({
          holder: `visitor-${id}`,
          staff_id: 'maya',
          service_ids: ['gel'],
          start: new Date(ten),
          end: new Date(new Date(ten).getTime() + 75 * 60_000),
          expires_at: expiresAt,
          created_at: now,
        });
    // An expired hold no longer keeps its time, even before the cleaner removes it.
    await hold('expired', new Date(now.getTime() - 60_000));
    await hold('live', new Date(now.getTime() + 10 * 60_000));
    await expect(book({ staffId: 'maya' })).rejects.toMatchObject({
      code: 'failed-precondition',
      details: {
        reason: 'conflict',
        conflicts: [{ kind: 'blocked_slot', label: 'Held for a client booking online' }],
      },
    });
    expect(await bookingCount()).toBe(0);
    // Another member is free then; staff may also book over the hold on purpose.
    expect((await book({ staffId: 'kim' })).staffId).toBe('kim');
    expect((await book({ staffId: 'maya', overrideConflict: true })).staffId).toBe('maya');
  });

  it('refuses a time outside her hours unless staff book it anyway as after hours', async () => {
    await seed();
    await expect(book({ staffId: 'jo' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining("outside Jo's hours"),
      details: { reason: 'time_limit', override: 'outside_hours' },
    });
    expect(await bookingCount()).toBe(0);
    const anyway = await book({ staffId: 'jo', overrideTimeLimit: true });
    expect((await db().doc(`bookings/${anyway.bookingId}`).get()).get('time_override')).toBe('outside_hours');
  });

  it('refuses a member who does not do the service, with no override', async () => {
    await seed();
    await expect(
      book({
        staffId: 'jo',
        serviceId: 'pedi',
        startsAt: at('13:00'),
        overrideConflict: true,
        overrideTimeLimit: true,
      }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Jo does not do Spa Pedicure.',
      details: { reason: 'service_not_offered' },
    });
    expect(await bookingCount()).toBe(0);
  });

  it('refuses the past and beyond the advance limit (the staff time bounds)', async () => {
    await seed();
    await expect(book({ staffId: 'maya', startsAt: '2026-05-31T14:00:00.000Z' })).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'time_limit', override: 'past' },
    });
    await expect(book({ staffId: 'maya', startsAt: '2026-09-14T14:00:00.000Z' })).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'time_limit', override: 'beyond_advance_limit' },
    });
    expect(await bookingCount()).toBe(0);
  });

  it('refuses her time off like a booking', async () => {
    await seed();
    await db()
      .doc('staff_profiles/kim')
      .set({
        bookable: true,
        display_name: 'Kim',
        time_off: [
          { start_datetime: new Date(at('09:00')), end_datetime: new Date(at('12:00')), reason: 'Dentist' },
        ],
      });
    await expect(book({ staffId: 'kim' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('her time off'),
      details: { reason: 'conflict', conflicts: [{ kind: 'blocked_slot', label: 'Time off' }] },
    });
  });

  it('answers invalid-argument for an unknown member or one who takes no bookings', async () => {
    await seed();
    await expect(book({ staffId: 'ghost' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(book({ staffId: 'ana' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await db().doc('staff_profiles/kim').set({ bookable: false, display_name: 'Kim', time_off: [] });
    await expect(book({ staffId: 'kim' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Kim does not take bookings.',
    });
    expect(await bookingCount()).toBe(0);
  });

  it('gives "anyone" to the first free member in the team order, and refuses when nobody is', async () => {
    await seed();
    // Owners first, then assistants by name: Maya, Jo, Kim. Jo is not in at 10:00.
    expect((await book()).staffId).toBe('maya');
    expect((await book()).staffId).toBe('kim');
    await expect(book()).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Nobody who does Gel Manicure is free at 10:00 AM'),
    });
    // At 13:00 Jo is in: three chairs.
    const afternoon = await Promise.all([1, 2, 3].map(() => book({ startsAt: at('13:00') })));
    expect(afternoon.map((b) => b.staffId).sort()).toEqual(['jo', 'kim', 'maya']);
  });

  it('lets exactly one of twenty concurrent bookings of one member at one time through', async () => {
    await seed();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => book({ staffId: 'kim' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('failed-precondition');
    expect(await bookingCount()).toBe(1);
  });

  it('lets exactly three of twenty concurrent "anyone" bookings through with three members free', async () => {
    await seed();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => book({ startsAt: at('13:00') })),
    );
    const booked = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.staffId] : []));
    expect(booked.sort()).toEqual(['jo', 'kim', 'maya']);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('failed-precondition');
    expect(await bookingCount()).toBe(3);
  });
});

describe('rescheduleBooking and reopenBooking per member', () => {
  const move = (bookingId: string, patch: Record<string, unknown>) =>
    rescheduleBookingFor(db(), rescheduleBookingRequestSchema.parse({ bookingId, ...patch }), now);

  it('keeps her member when moving, moves to another member when asked, and judges that member', async () => {
    await seed();
    const maya = await book({ staffId: 'maya' });
    const kim = await book({ staffId: 'kim', startsAt: at('13:00') });
    // Kim's booking onto Maya's 10:00: Kim is free then, so it moves and stays Kim's.
    expect(await move(kim.bookingId, { startsAt: ten })).toMatchObject({ staffId: 'kim' });
    // Maya's booking to Kim at 10:00: Kim is now taken.
    await expect(move(maya.bookingId, { startsAt: ten, staffId: 'kim' })).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'conflict' },
    });
    expect(await move(maya.bookingId, { startsAt: at('14:00'), staffId: 'jo' })).toMatchObject({
      staffId: 'jo',
    });
    expect(await staffOf(maya.bookingId)).toBe('jo');
  });

  it('reinstates a cancelled booking when only another member took its time', async () => {
    await seed();
    const first = await book({ staffId: 'maya' });
    await db().doc(`bookings/${first.bookingId}`).update({ status: 'cancelled', cancellation_reason: 'ill' });
    await book({ staffId: 'kim' });
    const owner = { uid: 'maya', isOwner: true };
    expect(
      await reopenBookingFor(db(), owner, { bookingId: first.bookingId, overrideConflict: false }, now),
    ).toEqual({
      bookingId: first.bookingId,
      status: 'confirmed',
    });
    await db().doc(`bookings/${first.bookingId}`).update({ status: 'cancelled', cancellation_reason: 'ill' });
    await book({ staffId: 'maya' });
    await expect(
      reopenBookingFor(db(), owner, { bookingId: first.bookingId, overrideConflict: false }, now),
    ).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'conflict' } });
  });

  it('reads a booking stored without staff_id as the owner’s', async () => {
    await seed();
    await db()
      .doc('bookings/old')
      .set({
        client_id: 'ana',
        service_id: 'pedi',
        scheduled_at: new Date(ten),
        end_at: new Date(at('11:00')),
        duration_minutes: 60,
        status: 'scheduled',
        total_price: 60,
      });
    await expect(book({ staffId: 'maya' })).rejects.toMatchObject({ details: { reason: 'conflict' } });
    expect((await book({ staffId: 'kim' })).staffId).toBe('kim');
  });
});

describe('saveStaffProfile', () => {
  const save = (caller: { uid: string; isOwner: boolean }, patch: Record<string, unknown>) =>
    saveStaffProfileFor(
      db(),
      caller,
      saveStaffProfileRequestSchema.parse({ staffId: 'kim', bookable: true, displayName: 'Kim', ...patch }),
    );
  const kimsHours = [{ day_of_week: 2, start_time: '10:00', end_time: '16:00', is_active: true }];

  it('lets the owner set everything, replacing the profile', async () => {
    await seed();
    await save(
      { uid: 'maya', isOwner: true },
      {
        displayName: 'Kimberly',
        serviceIds: ['pedi'],
        weeklyHours: kimsHours,
        timeOff: [{ start: '2026-07-01T13:00:00Z', end: '2026-07-02T01:00:00Z', reason: 'Holiday' }],
      },
    );
    const stored = (await db().doc('staff_profiles/kim').get()).data();
    expect(stored).toMatchObject({
      bookable: true,
      display_name: 'Kimberly',
      service_ids: ['pedi'],
      weekly_hours: kimsHours,
      time_off: [{ reason: 'Holiday' }],
    });
  });

  it('lets a member change her own hours and time off, and nothing else', async () => {
    await seed();
    const kim = { uid: 'kim', isOwner: false };
    await save(kim, { weeklyHours: kimsHours });
    expect((await db().doc('staff_profiles/kim').get()).get('weekly_hours')).toEqual(kimsHours);
    await expect(save(kim, { bookable: false })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(save({ uid: 'jo', isOwner: false }, {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await db().doc('staff_profiles/kim').get()).get('bookable')).toBe(true);
  });

  it('refuses someone who is not on the staff', async () => {
    await seed();
    await expect(
      saveStaffProfileFor(
        db(),
        { uid: 'maya', isOwner: true },
        saveStaffProfileRequestSchema.parse({ staffId: 'ana', bookable: true, displayName: 'Ana' }),
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await db().doc('staff_profiles/ana').get()).exists).toBe(false);
  });
});

describe('changeInterestStatus', () => {
  const change = (status: string) =>
    changeInterestStatusFor(
      db(),
      changeInterestStatusRequestSchema.parse({ interestId: 'lead', status }),
      now,
    );

  it('moves a lead along, records when she was contacted, undoes a Decline, and refuses the rest', async () => {
    await db().doc('booking_interests/lead').set({
      client_id: 'ana',
      category: 'manicure',
      preferred_date: '2026-06-15',
      preferred_time: '10:00',
      status: 'new',
      created_at: now,
    });
    await expect(change('discussing')).rejects.toMatchObject({ code: 'failed-precondition' });
    await change('contacted');
    expect((await db().doc('booking_interests/lead').get()).get('contacted_at').toDate()).toEqual(now);
    await change('discussing');
    await expect(change('converted')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('converted by booking her'),
    });
    await change('declined');
    await change('discussing');
    expect((await db().doc('booking_interests/lead').get()).get('status')).toBe('discussing');
  });
});
