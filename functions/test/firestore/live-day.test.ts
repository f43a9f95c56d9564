// The live day's callables against the Firestore emulator (issue 34): setRunningLate writes the
// member's status and each later client's expected start in one go and messages those due one
// (at most once per 30 minutes, never after check-in, within the daily cap); checkIn and
// markVisitStarted record the arrival and the start; changeBookingStatus keeps finished_at and
// refuses a no-show for a checked-in client. The decisions' tables are in domain/src/live-day.
import { settingDocument } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { changeBookingStatusFor } from '../../src/bookings/change-booking-status.ts';
import { checkInFor } from '../../src/live-day/check-in.ts';
import { markVisitStartedFor } from '../../src/live-day/mark-visit-started.ts';
import { setRunningLateFor } from '../../src/live-day/set-running-late.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('live-day');
// Monday 2026-06-15 in New York: "now" is 11:00 EDT.
const at = (time: string) => new Date(`2026-06-15T${time}:00-04:00`);
const now = at('11:00');
const minutesLater = (m: number) => new Date(now.getTime() + m * 60_000);
// Every client's account has a verified e-mail.
const accounts = async (uid: string) => ({
  email: `${uid}@example.com`,
  emailVerified: true,
  confirmedPhones: [],
});
const owner = { uid: 'ava', managesBookings: true };
const bea = { uid: 'bea', managesBookings: false };

async function seed() {
  await db().doc('user_roles/ava').set({ user_id: 'ava', role: 'owner' });
  await db().doc('user_roles/bea').set({ user_id: 'bea', role: 'assistant' });
  await db().doc('user_roles/ana').set({ user_id: 'ana', role: 'client' });
  await db().doc('settings_staff/notification_driver').set({ value: 'email' });
  await db()
    .doc('settings_staff/notification_channels')
    .set({ value: { email: true, sms: false } });
  for (const client of ['ana', 'cara', 'dina', 'eva'])
    await db()
      .doc(`profiles/${client}`)
      .set({ full_name: `${client} Client`, email: `${client}@example.com`, created_at: at('08:00') });
}

async function seedBooking(id: string, client: string, time: string, extra: Record<string, unknown> = {}) {
  await db()
    .doc(`bookings/${id}`)
    .set({
      client_id: client,
      service_id: 'gel',
      service_name: 'Gel Manicure',
      scheduled_at: at(time),
      duration_minutes: 60,
      status: 'confirmed',
      total_price: 45,
      ...extra,
    });
}

const read = async (path: string) => (await db().doc(path).get()).data() ?? {};
const late = (caller: typeof owner, minutes: number, staffId?: string, when = now) =>
  setRunningLateFor(db(), caller, { minutes, ...(staffId && { staffId }) }, when, { accounts });
const mailFor = async (client: string) =>
  (await db().collection('mail').where('client_id', '==', client).get()).docs.map((d) => d.data());

describe('setRunningLate', () => {
  it("writes the member's status and each later client's expected start, and messages them", async () => {
    await seed();
    await seedBooking('ana-later', 'ana', '14:00'); // the owner's, stored before staff_id
    await seedBooking('cara-earlier', 'cara', '09:00');
    await seedBooking('dina-bea', 'dina', '15:00', { staff_id: 'bea' });
    await seedBooking('eva-tomorrow', 'eva', '14:00', { scheduled_at: new Date('2026-06-16T18:00:00Z') });
    expect(await late(owner, 20)).toEqual({ staffId: 'ava', delayMinutes: 20, updated: 1, messaged: 1 });
    const status = await read('staff_status/ava');
    expect(status).toMatchObject({ delay_minutes: 20, day: '2026-06-15', updated_by: 'ava' });
    const ana = await read('bookings/ana-later');
    expect(ana.delay_minutes).toBe(20);
    expect(ana.expected_start.toDate()).toEqual(at('14:20'));
    expect(ana.late_notice_at.toDate()).toEqual(now);
    for (const id of ['cara-earlier', 'dina-bea', 'eva-tomorrow'])
      expect(await read(`bookings/${id}`)).not.toHaveProperty('expected_start');
    const [mail] = await mailFor('ana');
    expect(mail).toMatchObject({ kind: 'running_late', booking_id: 'ana-later', to: 'ana@example.com' });
    expect(mail?.message.text).toContain('should now start around 2:20 PM');
    expect(await mailFor('cara')).toEqual([]);
  });

  it('messages a client at most once per 30 minutes, and never once she checked in', async () => {
    await seed();
    await seedBooking('ana-later', 'ana', '14:00');
    await seedBooking('cara-later', 'cara', '15:00', { checked_in_at: minutesLater(-5) });
    await late(owner, 20);
    expect(await late(owner, 30, undefined, minutesLater(10))).toMatchObject({ updated: 2, messaged: 0 });
    expect((await read('bookings/ana-later')).expected_start.toDate()).toEqual(at('14:30'));
    expect(await mailFor('ana')).toHaveLength(1);
    expect(await mailFor('cara')).toEqual([]);
    expect(await late(owner, 40, undefined, minutesLater(30))).toMatchObject({ messaged: 1 });
    expect(await mailFor('ana')).toHaveLength(2);
  });

  it("respects the client's daily message cap", async () => {
    await seed();
    await db()
      .doc('settings_staff/messages_max_per_client_per_day')
      .set(settingDocument('messages_max_per_client_per_day', 1, 'ava', now));
    await db().doc('client_quotas/ana').set({ message_day: '2026-06-15', messages_that_day: 1 });
    await seedBooking('ana-later', 'ana', '14:00');
    expect(await late(owner, 20)).toMatchObject({ updated: 1, messaged: 0 });
    expect(await mailFor('ana')).toEqual([]);
    expect((await read('bookings/ana-later')).delay_minutes).toBe(20);
  });

  it('back on time clears the expected start and tells nobody', async () => {
    await seed();
    await seedBooking('ana-later', 'ana', '14:00');
    await late(owner, 20);
    expect(await late(owner, 0, undefined, minutesLater(40))).toMatchObject({ delayMinutes: 0, messaged: 0 });
    expect(await read('bookings/ana-later')).toMatchObject({ delay_minutes: 0, expected_start: null });
    expect(await read('staff_status/ava')).toMatchObject({ delay_minutes: 0 });
    expect(await mailFor('ana')).toHaveLength(1);
  });

  it('lets a member speak for herself and a manager for anyone; refuses others and strangers', async () => {
    await seed();
    await seedBooking('dina-bea', 'dina', '15:00', { staff_id: 'bea' });
    expect(await late(bea, 15)).toMatchObject({ staffId: 'bea', updated: 1 });
    expect(await late(owner, 25, 'bea')).toMatchObject({ staffId: 'bea', delayMinutes: 25 });
    await expect(late(bea, 15, 'ava')).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'You can only say that you yourself are running late.',
    });
    await expect(late(owner, 15, 'ana')).rejects.toMatchObject({
      code: 'not-found',
      message: 'That staff member is not on the team.',
    });
    expect(await db().doc('staff_status/ana').get()).toHaveProperty('exists', false);
  });

  it('last write wins when two staff set different delays', async () => {
    await seed();
    await seedBooking('ana-later', 'ana', '14:00');
    await Promise.all([late(owner, 20), late({ uid: 'bea', managesBookings: true }, 45, 'ava')]);
    const status = await read('staff_status/ava');
    expect([20, 45]).toContain(status.delay_minutes);
    expect((await read('bookings/ana-later')).delay_minutes).toBe(status.delay_minutes);
  });
});

describe('checkIn', () => {
  const ana = { uid: 'ana', isStaff: false };

  it('records her arrival from 30 minutes before her start', async () => {
    await seed();
    await seedBooking('b1', 'ana', '11:20');
    expect(await checkInFor(db(), ana, 'b1', now)).toEqual({ bookingId: 'b1', at: now.toISOString() });
    expect((await read('bookings/b1')).checked_in_at.toDate()).toEqual(now);
  });

  it('refuses too early, someone else’s booking, a cancelled one and a second check-in, writing nothing', async () => {
    await seed();
    await seedBooking('early', 'ana', '12:00');
    await seedBooking('caras', 'cara', '11:10');
    await seedBooking('off', 'ana', '11:10', { status: 'cancelled' });
    await expect(checkInFor(db(), ana, 'early', now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'You can check in from 30 minutes before your appointment.',
    });
    await expect(checkInFor(db(), ana, 'caras', now)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(checkInFor(db(), ana, 'off', now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/cancelled/),
    });
    await expect(checkInFor(db(), ana, 'missing', now)).rejects.toMatchObject({ code: 'not-found' });
    for (const id of ['early', 'caras', 'off'])
      expect(await read(`bookings/${id}`)).not.toHaveProperty('checked_in_at');
    await checkInFor(db(), { uid: 'bea', isStaff: true }, 'early', now);
    await expect(checkInFor(db(), ana, 'early', now)).rejects.toMatchObject({
      message: 'She is already checked in.',
    });
  });
});

describe('started and finished', () => {
  it('records the start (checking her in) and the finish with Complete', async () => {
    await seed();
    await seedBooking('b1', 'ana', '11:00');
    await markVisitStartedFor(db(), 'b1', minutesLater(2));
    const started = await read('bookings/b1');
    expect(started.started_at.toDate()).toEqual(minutesLater(2));
    expect(started.checked_in_at.toDate()).toEqual(minutesLater(2));
    await expect(markVisitStartedFor(db(), 'b1', minutesLater(3))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This visit has already started.',
    });
    await changeBookingStatusFor(
      db(),
      'ava',
      { bookingId: 'b1', status: 'completed', completedEarly: false },
      minutesLater(70),
    );
    const finished = await read('bookings/b1');
    expect(finished.status).toBe('completed');
    expect(finished.finished_at.toDate()).toEqual(minutesLater(70));
  });

  it('refuses to start a cancelled visit, and a no-show for a checked-in client', async () => {
    await seed();
    await seedBooking('off', 'ana', '11:00', { status: 'cancelled' });
    await seedBooking('here', 'cara', '10:00', { checked_in_at: at('09:55') });
    await expect(markVisitStartedFor(db(), 'off', now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This appointment is cancelled, so it cannot be started.',
    });
    await expect(
      changeBookingStatusFor(
        db(),
        'ava',
        { bookingId: 'here', status: 'no_show', completedEarly: false },
        now,
      ),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'She checked in, so she cannot be marked as a no-show.',
    });
    expect((await read('bookings/here')).status).toBe('confirmed');
  });
});
