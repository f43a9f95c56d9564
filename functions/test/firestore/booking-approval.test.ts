// Online bookings that wait for approval (issue 32) against the Firestore emulator: bookFreeTime
// stores pending when the approval settings ask for it (the rule's table is domain
// self-booking/approval.test.ts), the pending booking holds its time, staff Accept it to scheduled
// or Decline it with a reason she reads through changeBookingStatus, only staff may, and each step
// queues her message as the booking trigger does (domain bookingMessage, queueClientMessage).
import {
  bookFreeTimeRequestSchema,
  bookingMessage,
  bookingSchema,
  listFreeTimesRequestSchema,
  mailDocumentSchema,
} from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { requireBookingManager } from '../../src/bookings/booking-access.ts';
import { changeBookingStatusFor } from '../../src/bookings/change-booking-status.ts';
import { queueClientMessage } from '../../src/notifications/queue-client-message.ts';
import { bookFreeTimeFor } from '../../src/self-booking/book-free-time.ts';
import { listFreeTimesFor } from '../../src/self-booking/list-free-times.ts';
import { serviceDocument } from '../fixtures.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('booking-approval');
const now = new Date('2026-06-01T12:00:00Z');
// Monday 2026-06-15, New York (EDT, UTC-4): 10:00 and 11:30.
const ten = '2026-06-15T14:00:00.000Z';
const elevenThirty = '2026-06-15T15:30:00.000Z';

async function seed(approval: { all: boolean; newClients: boolean }) {
  const set = (path: string, data: Record<string, unknown>) => db().doc(path).set(data);
  const setting = (key: string, value: unknown) =>
    set(`settings_public/${key}`, { value, category: 'bookings', updated_at: now });
  await Promise.all([
    set('user_roles/ava', { user_id: 'ava', role: 'owner' }),
    set('user_roles/nia', { user_id: 'nia', role: 'client' }),
    setting('booking_mode', 'instant'),
    setting('scheduling_lead_time_hours', 0),
    setting('booking_requires_approval', approval.all),
    setting('booking_requires_approval_for_new_clients', approval.newClients),
    set('settings_staff/notification_driver', { value: 'email' }),
    set('settings_public/business_info', { value: { name: 'Polished', email: '', phone: '' } }),
    set('services/gel', serviceDocument('Gel Manicure')),
    set('availability_blocks/mon', {
      day_of_week: 1,
      start_time: '09:00',
      end_time: '13:00',
      is_active: true,
    }),
    set('staff_profiles/ava', { bookable: true, display_name: 'Ava', time_off: [] }),
    set('profiles/nia', { full_name: 'Nia Park', email: 'nia@example.com', allergies: [], created_at: now }),
    set('profiles/zoe', { full_name: 'Zoe Reed', email: 'zoe@example.com', allergies: [], created_at: now }),
  ]);
}

const book = (client: string, startsAt = ten) =>
  bookFreeTimeFor(
    db(),
    client,
    bookFreeTimeRequestSchema.parse({ serviceIds: ['gel'], staffId: 'ava', startsAt }),
    now,
  );
const freeStarts = async () =>
  (
    await listFreeTimesFor(
      db(),
      listFreeTimesRequestSchema.parse({ date: '2026-06-15', serviceIds: ['gel'], staffId: 'ava' }),
      now,
    )
  ).starts;
const read = async (id: string) => bookingSchema.parse((await db().doc(`bookings/${id}`).get()).data());
const accounts = async (uid: string) =>
  uid === 'nia' ? { email: 'nia@example.com', emailVerified: true, confirmedPhones: [] } : null;

/** What the booking trigger queues for a write from `before` to `after` (null: none). */
async function queued(id: string, before: Awaited<ReturnType<typeof read>> | null) {
  const after = await read(id);
  const message = bookingMessage(id, before, after, now);
  if (!message) return null;
  await queueClientMessage(db(), after.client_id, message.event, {
    id: message.id,
    bookingId: id,
    now,
    accounts,
  });
  return mailDocumentSchema.parse((await db().doc(`mail/${message.id}`).get()).data());
}

describe('bookFreeTime with approval', () => {
  it('stores pending while every online booking needs approval, holding its time, and says so', async () => {
    await seed({ all: true, newClients: false });
    const answer = await book('nia');
    expect(answer.status).toBe('pending');
    expect(await read(answer.bookingId)).toMatchObject({
      status: 'pending',
      source: 'online',
      client_id: 'nia',
    });
    // The pending booking holds its time: gone from the free times, refused to another client.
    expect(await freeStarts()).not.toContain(ten);
    await expect(book('zoe')).rejects.toMatchObject({ code: 'failed-precondition' });
    const mail = await queued(answer.bookingId, null);
    expect(mail).toMatchObject({ kind: 'booking_requested', to: 'nia@example.com' });
    expect(mail?.message.subject).toBe('We received your request for Gel Manicure — Polished');
  });

  it("stores a new client's bookings pending, and a known client's scheduled, when only new clients need it", async () => {
    await seed({ all: false, newClients: true });
    expect((await book('nia')).status).toBe('pending');
    // Still new while her first waits.
    expect((await book('nia', elevenThirty)).status).toBe('pending');
    // Zoe has been to the studio (staff booked her): she is no new client.
    await db()
      .doc('bookings/zoe-before')
      .set({
        client_id: 'zoe',
        service_id: 'gel',
        scheduled_at: new Date('2026-05-01T14:00:00Z'),
        total_price: 45,
        status: 'completed',
      });
    expect((await book('zoe', '2026-06-15T13:00:00.000Z')).status).toBe('scheduled');
  });

  it('stores scheduled when neither setting asks for approval', async () => {
    await seed({ all: false, newClients: false });
    const answer = await book('nia');
    expect(answer.status).toBe('scheduled');
    expect((await read(answer.bookingId)).status).toBe('scheduled');
  });
});

describe('Accept and Decline through changeBookingStatus', () => {
  it('Accept makes it scheduled, records who, and queues the usual booked message', async () => {
    await seed({ all: true, newClients: false });
    const { bookingId } = await book('nia');
    const before = await read(bookingId);
    expect(
      await changeBookingStatusFor(
        db(),
        'ava',
        { bookingId, status: 'scheduled', completedEarly: false },
        now,
      ),
    ).toEqual({
      bookingId,
      status: 'scheduled',
    });
    const after = await read(bookingId);
    expect(after).toMatchObject({ status: 'scheduled', status_changed_by: 'ava', cancellation_reason: null });
    expect(after.declined).toBeUndefined();
    expect(await freeStarts()).not.toContain(ten);
    const mail = await queued(bookingId, before);
    expect(mail).toMatchObject({ kind: 'booking_confirmed' });
    expect(mail?.message.subject).toBe('Your Gel Manicure is booked — Polished');
  });

  it('Decline needs a reason; with one it cancels, marks it declined, frees the time and tells her why', async () => {
    await seed({ all: true, newClients: false });
    const { bookingId } = await book('nia');
    const before = await read(bookingId);
    await expect(
      changeBookingStatusFor(db(), 'ava', { bookingId, status: 'cancelled', completedEarly: false }, now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Say why you decline it: she reads the reason.',
    });
    expect((await read(bookingId)).status).toBe('pending');
    await changeBookingStatusFor(
      db(),
      'ava',
      {
        bookingId,
        status: 'cancelled',
        reason: 'We are closed for a training that day',
        completedEarly: false,
      },
      now,
    );
    expect(await read(bookingId)).toMatchObject({
      status: 'cancelled',
      declined: true,
      cancellation_reason: 'We are closed for a training that day',
      status_changed_by: 'ava',
    });
    expect(await freeStarts()).toContain(ten);
    const mail = await queued(bookingId, before);
    expect(mail).toMatchObject({ kind: 'booking_declined' });
    expect(mail?.message.text).toContain('Our reason: We are closed for a training that day');
  });

  it('refuses a confirm or no-show before an answer, and an Accept once its time has passed', async () => {
    await seed({ all: true, newClients: false });
    const { bookingId } = await book('nia');
    await expect(
      changeBookingStatusFor(db(), 'ava', { bookingId, status: 'confirmed', completedEarly: false }, now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/accepted or declined first/),
    });
    await expect(
      changeBookingStatusFor(
        db(),
        'ava',
        { bookingId, status: 'scheduled', completedEarly: false },
        new Date('2026-06-15T14:30:00Z'),
      ),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/decline it instead/),
    });
    expect((await read(bookingId)).status).toBe('pending');
  });

  it('lets only staff answer: the client herself is refused', async () => {
    await seed({ all: true, newClients: false });
    await expect(
      requireBookingManager(db(), { uid: 'nia', token: { role: 'client' } }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(requireBookingManager(db(), undefined)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      requireBookingManager(db(), { uid: 'ava', token: { role: 'owner' } }),
    ).resolves.toMatchObject({
      uid: 'ava',
    });
  });
});
