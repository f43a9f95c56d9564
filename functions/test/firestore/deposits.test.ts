// Deposits against the Firestore emulator (issue 32): recordDepositReceived's refusals and what it
// records, the scheduled release of unpaid deposits with a controlled `now`, and the deposit's
// outcome written by changeBookingStatus, and undone by reopenBooking. The decisions' table is domain/bookings/deposit.test.ts.
import { bookingMessage, bookingSchema, depositReleaseReason, settingDocument } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { changeBookingStatusFor } from '../../src/bookings/change-booking-status.ts';
import { reopenBookingFor } from '../../src/bookings/reopen-booking.ts';
import { answerRecordDepositReceived } from '../../src/deposits/record-deposit-received.ts';
import { releaseUnpaidDepositsAt } from '../../src/deposits/release-unpaid-deposits.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('deposits');
// Booked Monday 2026-06-01 12:00 UTC for Monday 2026-06-15 10:00 EDT, with a $15 deposit.
const createdAt = new Date('2026-06-01T12:00:00Z');
const start = new Date('2026-06-15T14:00:00Z');
const hoursAfterBooking = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);

const owner = { uid: 'staff-olga', token: { role: 'owner' } };
const assistant = { uid: 'staff-cam', token: { role: 'assistant' } };
const client = { uid: 'ana', token: { role: 'client' } };

async function seedBooking(id: string, extra: Record<string, unknown> = {}) {
  await db().doc('user_roles/staff-olga').set({ user_id: 'staff-olga', role: 'owner' });
  await db()
    .doc(`bookings/${id}`)
    .set({
      client_id: 'ana',
      service_id: 'gel',
      service_name: 'Gel Manicure',
      scheduled_at: start,
      end_at: new Date(start.getTime() + 60 * 60_000),
      duration_minutes: 60,
      status: 'scheduled',
      total_price: 60,
      deposit_amount: 15,
      created_at: createdAt,
      ...extra,
    });
}

const setSetting = (collection: string, key: string, value: unknown) =>
  db()
    .doc(`${collection}/${key}`)
    .set(settingDocument(key as never, value as never, 'staff-olga', createdAt));

const read = async (id: string) => bookingSchema.parse((await db().doc(`bookings/${id}`).get()).data());

const record = (auth: unknown, data: unknown, now = hoursAfterBooking(2)) =>
  answerRecordDepositReceived(db(), auth as never, data, now);

describe('recordDepositReceived', () => {
  it('records the amount, the method, who and when', async () => {
    await seedBooking('b1');
    const now = hoursAfterBooking(3);
    expect(await record(assistant, { bookingId: 'b1', amount: 15, method: 'payment_app' }, now)).toEqual({
      bookingId: 'b1',
    });
    expect((await read('b1')).deposit).toEqual({
      status: 'received',
      amount: 15,
      method: 'payment_app',
      received_by: 'staff-cam',
      received_at: now,
      settled_at: null,
      due_from: null,
    });
  });

  it('refuses a client, an assistant who may not manage bookings, and bad input, writing nothing', async () => {
    await seedBooking('b2');
    const good = { bookingId: 'b2', amount: 15, method: 'cash' };
    await expect(record(undefined, good)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(record(client, good)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only staff may do this.',
    });
    await setSetting('settings_staff', 'permissions_assistant_manage_bookings', false);
    await expect(record(assistant, good)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Assistants may not manage bookings.',
    });
    await expect(record(owner, { ...good, amount: 0 })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'amount: Enter the amount received, above $0',
    });
    await expect(record(owner, { ...good, method: 'crypto' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(record(owner, { ...good, bookingId: 'missing' })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect((await read('b2')).deposit).toBeNull();
  });

  it('refuses in plain words a booking without a deposit, or one already received', async () => {
    await seedBooking('b3', { deposit_amount: 0 });
    await expect(record(owner, { bookingId: 'b3', amount: 15, method: 'cash' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This booking asks for no deposit.',
    });
    await seedBooking('b4');
    await record(owner, { bookingId: 'b4', amount: 15, method: 'cash' });
    await expect(record(assistant, { bookingId: 'b4', amount: 15, method: 'card' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Its deposit is already received.',
    });
    expect((await read('b4')).deposit).toMatchObject({ method: 'cash', received_by: 'staff-olga' });
  });
});

describe('releaseUnpaidDeposits', () => {
  const releasing = () => setSetting('settings_public', 'deposit_required', true);

  it('cancels an unpaid deposit past due with the reason, leaves a received one, and tells her once', async () => {
    await releasing();
    await seedBooking('unpaid');
    await seedBooking('paid');
    await seedBooking('fresh', { created_at: hoursAfterBooking(10) });
    await record(owner, { bookingId: 'paid', amount: 15, method: 'cash' });
    const before = await read('unpaid');

    const now = hoursAfterBooking(24);
    expect(await releaseUnpaidDepositsAt(db(), now)).toEqual(['unpaid']);
    const after = await read('unpaid');
    expect(after).toMatchObject({
      status: 'cancelled',
      cancellation_reason: depositReleaseReason,
      status_changed_by: 'deposit-release',
      deposit: { status: 'released', amount: 15, settled_at: now },
    });
    expect((await read('paid')).status).toBe('scheduled');
    expect((await read('fresh')).status).toBe('scheduled');
    // The one write sends one message, with the reason (onBookingWrittenNotify decides with this).
    expect(bookingMessage('unpaid', before, after, now)?.event).toMatchObject({
      kind: 'booking_cancelled',
      reason: depositReleaseReason,
    });

    // A replayed run releases nothing twice: no second write, so no second message.
    const updateTime = (await db().doc('bookings/unpaid').get()).updateTime;
    expect(await releaseUnpaidDepositsAt(db(), new Date(now.getTime() + 60_000))).toEqual([]);
    expect((await db().doc('bookings/unpaid').get()).updateTime?.isEqual(updateTime as never)).toBe(true);
  });

  it('releases nothing while the studio does not release unpaid deposits', async () => {
    await seedBooking('unpaid');
    expect(await releaseUnpaidDepositsAt(db(), hoursAfterBooking(48))).toEqual([]);
    expect((await read('unpaid')).status).toBe('scheduled');
  });

  it("counts the studio's deposit_due_hours", async () => {
    await releasing();
    await setSetting('settings_public', 'deposit_due_hours', 72);
    await seedBooking('unpaid');
    expect(await releaseUnpaidDepositsAt(db(), hoursAfterBooking(48))).toEqual([]);
    expect(await releaseUnpaidDepositsAt(db(), hoursAfterBooking(72))).toEqual(['unpaid']);
  });
});

describe('changeBookingStatus settles a received deposit', () => {
  const change = (bookingId: string, status: string, now: Date, extra = {}) =>
    changeBookingStatusFor(
      db(),
      'staff-cam',
      { bookingId, status, completedEarly: false, ...extra } as never,
      now,
    );

  it('keeps it on a no-show', async () => {
    await seedBooking('b5');
    await record(owner, { bookingId: 'b5', amount: 15, method: 'cash' });
    const now = new Date(start.getTime() + 60 * 60_000);
    await change('b5', 'no_show', now);
    expect((await read('b5')).deposit).toMatchObject({ status: 'kept', settled_at: now });
  });

  it('keeps it on a late cancellation, and refunds one in good time while deposits are refundable', async () => {
    await seedBooking('late');
    await seedBooking('early');
    await record(owner, { bookingId: 'late', amount: 15, method: 'cash' });
    await record(owner, { bookingId: 'early', amount: 15, method: 'cash' });
    const reason = { reason: 'Client phoned' };
    await change('late', 'cancelled', new Date(start.getTime() - 2 * 3_600_000), reason);
    await change('early', 'cancelled', new Date(start.getTime() - 72 * 3_600_000), reason);
    expect((await read('late')).deposit?.status).toBe('kept');
    expect((await read('early')).deposit?.status).toBe('refunded');
  });

  it('keeps one cancelled in good time when deposits are not refundable', async () => {
    await setSetting('settings_public', 'deposit_refundable', false);
    await seedBooking('b6');
    await record(owner, { bookingId: 'b6', amount: 15, method: 'cash' });
    await change('b6', 'cancelled', new Date(start.getTime() - 72 * 3_600_000), { reason: 'Client phoned' });
    expect((await read('b6')).deposit?.status).toBe('kept');
  });
});

describe('reopenBooking brings a settled deposit back (domain depositOnReopen)', () => {
  const olga = { uid: 'staff-olga', isOwner: true };
  const reopen = (bookingId: string, now: Date) =>
    reopenBookingFor(db(), olga, { bookingId, overrideConflict: false }, now);

  it('holds a kept or refunded deposit for the reinstated visit again, received and no longer settled', async () => {
    await seedBooking('missed');
    // Later that day, so the two visits reinstated do not overlap.
    const later = new Date(start.getTime() + 3 * 3_600_000);
    await seedBooking('called-off', { scheduled_at: later, end_at: new Date(later.getTime() + 60 * 60_000) });
    await record(owner, { bookingId: 'missed', amount: 15, method: 'cash' });
    await record(owner, { bookingId: 'called-off', amount: 15, method: 'cash' });
    await changeBookingStatusFor(
      db(),
      'staff-cam',
      { bookingId: 'missed', status: 'no_show', completedEarly: false } as never,
      new Date(start.getTime() + 3_600_000),
    );
    await changeBookingStatusFor(
      db(),
      'staff-cam',
      {
        bookingId: 'called-off',
        status: 'cancelled',
        completedEarly: false,
        reason: 'Client phoned',
      } as never,
      new Date(start.getTime() - 72 * 3_600_000),
    );
    expect((await read('missed')).deposit?.status).toBe('kept');
    expect((await read('called-off')).deposit?.status).toBe('refunded');

    await reopen('missed', new Date(start.getTime() + 2 * 3_600_000));
    await reopen('called-off', new Date(start.getTime() - 48 * 3_600_000));
    for (const id of ['missed', 'called-off'])
      expect(await read(id)).toMatchObject({
        status: 'confirmed',
        deposit: {
          status: 'received',
          amount: 15,
          method: 'cash',
          received_by: 'staff-olga',
          received_at: hoursAfterBooking(2),
          settled_at: null,
          due_from: null,
        },
      });
  });

  it('makes a released deposit due again with a fresh deadline, so the release does not cancel the visit at once', async () => {
    await setSetting('settings_public', 'deposit_required', true);
    await seedBooking('unpaid');
    expect(await releaseUnpaidDepositsAt(db(), hoursAfterBooking(24))).toEqual(['unpaid']);
    const reopenedAt = hoursAfterBooking(30);
    await reopen('unpaid', reopenedAt);
    expect(await read('unpaid')).toMatchObject({
      status: 'confirmed',
      cancellation_reason: null,
      deposit: { status: 'due', settled_at: null, due_from: reopenedAt },
    });
    // Its 24 hours count from the reopening: nothing is released before, and it is after.
    expect(await releaseUnpaidDepositsAt(db(), hoursAfterBooking(53))).toEqual([]);
    expect(await releaseUnpaidDepositsAt(db(), hoursAfterBooking(54))).toEqual(['unpaid']);
  });
});
