// changeBookingStatus against the Firestore emulator (issue 31): the domain's
// staffStatusChangeProblem decides inside the transaction (its table is domain/status.test.ts);
// here, what is recorded, that a refusal writes nothing, the settings it reads, and the No-show's
// Undo, which holds the time again only while it is free.
import { settingDocument } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { changeBookingStatusFor } from '../../src/bookings/change-booking-status.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('change-booking-status');
// Monday 2026-06-15 10:00 EDT; "now" is an hour after its start unless told otherwise.
const start = new Date('2026-06-15T14:00:00Z');
const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

async function seedBooking(id: string, status: string, extra: Record<string, unknown> = {}) {
  // The studio's owner: these bookings carry no staff_id, so they are hers (issue 31).
  await db().doc('user_roles/maya').set({ user_id: 'maya', role: 'owner' });
  await db()
    .doc(`bookings/${id}`)
    .set({
      client_id: 'ana',
      service_id: 'gel',
      service_name: 'Gel Manicure',
      scheduled_at: start,
      end_at: minutesAfterStart(60),
      duration_minutes: 60,
      status,
      total_price: 45,
      deposit_amount: 0,
      created_at: minutesAfterStart(-7 * 24 * 60),
      ...extra,
    });
}

const read = async (id: string) => (await db().doc(`bookings/${id}`).get()).data() ?? {};

const change = (caller: string, bookingId: string, status: string, now: Date, extra = {}) =>
  changeBookingStatusFor(db(), caller, { bookingId, status, completedEarly: false, ...extra } as never, now);

describe('changeBookingStatus against the Firestore emulator', () => {
  it('records the status, who and when, and a cancellation its reason', async () => {
    await seedBooking('b1', 'scheduled');
    const now = minutesAfterStart(60);
    expect(await change('staff-cam', 'b1', 'confirmed', now)).toEqual({
      bookingId: 'b1',
      status: 'confirmed',
    });
    expect(await read('b1')).toMatchObject({ status: 'confirmed', status_changed_by: 'staff-cam' });
    expect((await read('b1')).status_changed_at.toDate()).toEqual(now);
    await change('staff-olga', 'b1', 'cancelled', now, { reason: 'Client is unwell' });
    expect(await read('b1')).toMatchObject({
      status: 'cancelled',
      status_changed_by: 'staff-olga',
      cancellation_reason: 'Client is unwell',
    });
  });

  it('refuses in plain words and writes nothing', async () => {
    await seedBooking('b2', 'confirmed');
    const before = await read('b2');
    await expect(change('staff-cam', 'b2', 'cancelled', minutesAfterStart(60))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/Say why/),
    });
    await expect(change('staff-cam', 'b2', 'completed', minutesAfterStart(-60))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/completed early/),
    });
    await expect(change('staff-cam', 'missing', 'confirmed', minutesAfterStart(60))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await read('b2')).toEqual(before);
  });

  it('records a Complete before the start as completed early, when staff confirm it', async () => {
    await seedBooking('b3', 'confirmed');
    await change('staff-cam', 'b3', 'completed', minutesAfterStart(-30), { completedEarly: true });
    expect(await read('b3')).toMatchObject({ status: 'completed', completed_early: true });
  });

  it("reads the studio's grace period before a no-show", async () => {
    await seedBooking('b4', 'confirmed');
    await db()
      .doc('settings_staff/scheduling_grace_period_minutes')
      .set(settingDocument('scheduling_grace_period_minutes', 180, 'staff-olga', start));
    await expect(change('staff-cam', 'b4', 'no_show', minutesAfterStart(120))).rejects.toMatchObject({
      message: expect.stringMatching(/180 minutes after it starts/),
    });
    await db().doc('settings_staff/scheduling_grace_period_minutes').delete();
    await change('staff-cam', 'b4', 'no_show', minutesAfterStart(120));
    expect((await read('b4')).status).toBe('no_show');
  });

  it('takes a no-show back for the person who marked it, within two minutes, while the time is free', async () => {
    await seedBooking('b5', 'confirmed');
    const marked = minutesAfterStart(60);
    await change('staff-cam', 'b5', 'no_show', marked);
    const later = (seconds: number) => new Date(marked.getTime() + seconds * 1000);
    await expect(change('staff-olga', 'b5', 'confirmed', later(30))).rejects.toMatchObject({
      message: expect.stringMatching(/Only the person who marked/),
    });
    await expect(change('staff-cam', 'b5', 'confirmed', later(150))).rejects.toMatchObject({
      message: expect.stringMatching(/within 2 minutes/),
    });
    await change('staff-cam', 'b5', 'confirmed', later(30));
    expect(await read('b5')).toMatchObject({ status: 'confirmed', status_changed_by: 'staff-cam' });

    // Marked again, and meanwhile another client was booked into the freed time: it stays a no-show.
    const markedAgain = later(40);
    await change('staff-cam', 'b5', 'no_show', markedAgain);
    await seedBooking('b6', 'scheduled', { client_id: 'bea', scheduled_at: minutesAfterStart(30) });
    await expect(
      change('staff-cam', 'b5', 'confirmed', new Date(markedAgain.getTime() + 10_000)),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/booked meanwhile/),
    });
    expect((await read('b5')).status).toBe('no_show');
  });
});
