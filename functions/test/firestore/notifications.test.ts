import { mailDocumentSchema, smsDocumentSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { queueClientMessage } from '../../src/notifications/queue-client-message.ts';
import { setOrderStatusFor } from '../../src/shop/set-order-status.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('notifications');
const now = new Date('2026-06-01T12:00:00Z');
// Monday 2026-06-15 10:00 EDT.
const startsAt = new Date('2026-06-15T14:00:00Z');
const confirmed = { kind: 'booking_confirmed', serviceName: 'Gel Manicure', startsAt } as const;
// Ana's account: her e-mail verified, her phone confirmed by a texted code (two-step verification).
const accounts = async (uid: string) =>
  uid === 'ana' ? { email: 'ana@example.com', emailVerified: true, confirmedPhones: ['+15551234567'] } : null;

async function seed(driver: 'email' | 'sms', profile: Record<string, unknown>) {
  await db().doc('settings_staff/notification_driver').set({ value: driver });
  await db()
    .doc('settings_staff/notification_channels')
    .set({ value: { email: true, sms: true } });
  await db()
    .doc('settings_public/business_info')
    .set({ value: { name: 'Polished', email: '', phone: '' } });
  await db().doc('settings_public/location_address_line1').set({ value: '12 Main St' });
  await db()
    .doc('profiles/ana')
    .set({ full_name: 'Ana Lima', created_at: now, ...profile });
}

describe('queueClientMessage against the Firestore emulator', () => {
  it('writes one Trigger Email document in the studio zone, once per id', async () => {
    await seed('email', { email: 'ana@example.com', phone: '+15551234567' });
    const first = await queueClientMessage(db(), 'ana', confirmed, {
      id: 'b1-confirmed',
      bookingId: 'b1',
      now,
      accounts,
    });
    const again = await queueClientMessage(db(), 'ana', confirmed, {
      id: 'b1-confirmed',
      bookingId: 'b1',
      now,
      accounts,
    });
    expect(first).toEqual({ status: 'queued', collection: 'mail', id: 'b1-confirmed' });
    expect(again).toEqual({ status: 'already-queued', collection: 'mail', id: 'b1-confirmed' });
    const mail = mailDocumentSchema.parse((await db().doc('mail/b1-confirmed').get()).data());
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      client_id: 'ana',
      booking_id: 'b1',
      kind: 'booking_confirmed',
    });
    expect(mail.message.subject).toBe('Your Gel Manicure is booked — Polished');
    expect(mail.message.text).toContain('Monday, Jun 15, 2026 at 10:00 AM (Eastern time) at 12 Main St.');
    expect((await db().collection('messages').get()).size).toBe(0);
  });

  it('writes a Twilio document when the driver is SMS', async () => {
    await seed('sms', { email: 'ana@example.com', phone: '+15551234567' });
    const answer = await queueClientMessage(db(), 'ana', confirmed, { now, accounts });
    expect(answer).toMatchObject({ status: 'queued', collection: 'messages' });
    if (answer.status !== 'queued') return;
    const sms = smsDocumentSchema.parse((await db().doc(`messages/${answer.id}`).get()).data());
    expect(sms.to).toBe('+15551234567');
    expect(sms.body).toMatch(/^Polished: Your Gel Manicure is booked for Monday, Jun 15, 2026 at 10:00 AM/);
  });

  it('skips a client with no confirmed contact, or without a profile, writing nothing', async () => {
    await seed('sms', { email: 'ana@example.com', phone: null });
    const unverified = async () => ({ email: 'ana@example.com', emailVerified: false, confirmedPhones: [] });
    expect(await queueClientMessage(db(), 'ana', confirmed, { now, accounts: unverified })).toEqual({
      status: 'skipped',
      reason: 'she has no phone number on file; her e-mail address is not verified',
    });
    expect(await queueClientMessage(db(), 'nobody', confirmed, { now, accounts })).toMatchObject({
      status: 'skipped',
    });
    expect((await db().collection('messages').get()).size + (await db().collection('mail').get()).size).toBe(
      0,
    );
  });
});

describe('an order marked ready', () => {
  const order = (fulfilment: 'pickup' | 'shipping') => ({
    client_id: 'ana',
    client_name: 'Ana Lima',
    lines: [
      { product_id: 'oil', name: 'Cuticle Oil', unit_price_cents: 1200, quantity: 2, line_cents: 2400 },
    ],
    subtotal_cents: 2400,
    tax_rate_percent: 0,
    tax_cents: 0,
    shipping_cents: 0,
    total_cents: 2400,
    fulfilment,
    status: 'reserved',
    created_at: now,
  });

  it('tells her once that a pickup order is ready, and nothing for a shipped one', async () => {
    await seed('email', { email: 'ana@example.com' });
    await db().doc('orders/o1').set(order('pickup'));
    await db().doc('orders/o2').set(order('shipping'));
    await setOrderStatusFor(db(), 'owner', { orderId: 'o1', status: 'ready_for_pickup' }, now, accounts);
    await setOrderStatusFor(db(), 'owner', { orderId: 'o2', status: 'ready_for_pickup' }, now, accounts);
    const mail = await db().collection('mail').get();
    expect(mail.docs.map((d) => d.id)).toEqual(['order-ready-o1']);
    const ready = mailDocumentSchema.parse(mail.docs[0]?.data());
    expect(ready).toMatchObject({ kind: 'order_ready', to: 'ana@example.com' });
    expect(ready.message.text).toContain('Your order is ready for pickup at 12 Main St: 2 × Cuticle Oil.');
    expect(ready.message.text).toContain('Pay $24.00 when you collect it.');
  });
});
