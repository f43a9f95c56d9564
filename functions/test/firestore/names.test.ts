import { describe, expect, it } from 'vitest';
import { syncClientNames, syncServiceName } from '../../src/denormalise/names.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('names');

const profile = (full_name: string, email: string) => ({
  full_name,
  email,
  phone: '555-0100',
  instagram_handle: null,
  notes: null,
  allergies: [],
  favorite_colors: [],
  created_at: new Date('2026-01-01T00:00:00Z'),
});
const service = (name: string) => ({
  name,
  description: null,
  parent_category: 'Nails',
  subcategory: null,
  base_price: 45,
  show_starting_price: true,
  duration_minutes: 60,
  display_order: 1,
  is_active: true,
});
const booking = (client_id: string, service_id = 'gel') => ({
  client_id,
  service_id,
  scheduled_at: new Date('2026-03-01T15:00:00Z'),
  total_price: 45,
  status: 'scheduled',
});

describe('copies of names against the Firestore emulator', () => {
  it('copies a client’s name and e-mail onto her bookings, and phone onto her interests', async () => {
    await db().doc('profiles/ana').set(profile('Ana Lima', 'ana@example.com'));
    await db().doc('bookings/b1').set(booking('ana'));
    await db().doc('bookings/b2').set(booking('bea'));
    await db().doc('booking_interests/i1').set({ client_id: 'ana', status: 'new' });
    expect(await syncClientNames(db(), 'ana')).toBe(2);
    expect((await db().doc('bookings/b1').get()).data()).toMatchObject({
      client_name: 'Ana Lima',
      client_email: 'ana@example.com',
    });
    expect((await db().doc('bookings/b1').get()).get('client_phone')).toBeUndefined();
    expect((await db().doc('booking_interests/i1').get()).data()).toMatchObject({
      client_name: 'Ana Lima',
      client_phone: '555-0100',
    });
    expect((await db().doc('bookings/b2').get()).get('client_name')).toBeUndefined();
  });

  it('writes nothing when every copy is right (no trigger loops)', async () => {
    await db().doc('profiles/ana').set(profile('Ana', 'ana@example.com'));
    await db().doc('bookings/b1').set(booking('ana'));
    await syncClientNames(db(), 'ana');
    const before = (await db().doc('bookings/b1').get()).updateTime?.toMillis();
    expect(await syncClientNames(db(), 'ana')).toBe(0);
    expect((await db().doc('bookings/b1').get()).updateTime?.toMillis()).toBe(before);
  });

  it('follows a service rename onto its bookings only', async () => {
    await db().doc('services/gel').set(service('Gel Deluxe'));
    await db()
      .doc('bookings/b1')
      .set({ ...booking('ana'), service_name: 'Gel' });
    await db()
      .doc('bookings/b2')
      .set({ ...booking('ana', 'acrylic'), service_name: 'Acrylic' });
    expect(await syncServiceName(db(), 'gel')).toBe(1);
    expect((await db().doc('bookings/b1').get()).get('service_name')).toBe('Gel Deluxe');
    expect((await db().doc('bookings/b2').get()).get('service_name')).toBe('Acrylic');
  });

  it('reads a profile that fails its schema as missing (names become null)', async () => {
    await db().doc('profiles/ana').set({ full_name: 42 });
    await db()
      .doc('bookings/b1')
      .set({ ...booking('ana'), client_name: 'Old' });
    await syncClientNames(db(), 'ana');
    expect((await db().doc('bookings/b1').get()).get('client_name')).toBeNull();
  });
});
