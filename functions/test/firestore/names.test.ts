import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  cleanProfileName,
  copyClientNamesOnto,
  syncClientNames,
  syncServiceName,
} from '../../src/denormalise/names.ts';
import { serviceDocument } from '../fixtures.ts';
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
const booking = (client_id: string, service_id = 'gel') => ({
  client_id,
  service_id,
  scheduled_at: new Date('2026-03-01T15:00:00Z'),
  total_price: 45,
  status: 'scheduled',
});

describe('copies of names against the Firestore emulator', () => {
  it('strips bidirectional controls from a profile name and from its copies', async () => {
    await db().doc('profiles/ana').set(profile('Ana\u202E Lima\u200F', 'ana@example.com'));
    await db().doc('bookings/b1').set(booking('ana'));
    expect(await cleanProfileName(db(), 'ana')).toBe(true);
    expect((await db().doc('profiles/ana').get()).get('full_name')).toBe('Ana Lima');
    expect(await cleanProfileName(db(), 'ana')).toBe(false);
    await db().doc('profiles/ana').update({ full_name: '\u2067Bea' });
    await syncClientNames(db(), 'ana');
    expect((await db().doc('bookings/b1').get()).get('client_name')).toBe('Bea');
  });

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
    await db().doc('services/gel').set(serviceDocument('Gel Deluxe'));
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

  it('copies nothing from a profile that fails its schema (a logged no-op, names kept)', async () => {
    await db()
      .doc('profiles/ana')
      .set({ ...profile('Ana Lima', 'ana@example.com'), preferences: null });
    await db()
      .doc('bookings/b1')
      .set({ ...booking('ana'), client_name: 'Ana', client_email: 'ana@example.com' });
    expect(await syncClientNames(db(), 'ana')).toBe(0);
    expect((await db().doc('bookings/b1').get()).data()).toMatchObject({
      client_name: 'Ana',
      client_email: 'ana@example.com',
    });
  });

  it('copies nothing for a client without a profile', async () => {
    await db()
      .doc('bookings/b1')
      .set({ ...booking('nobody'), client_name: 'Kept' });
    expect(await syncClientNames(db(), 'nobody')).toBe(0);
    expect((await db().doc('bookings/b1').get()).get('client_name')).toBe('Kept');
  });

  it('puts right a copy another writer made from an older read, between our read and our write', async () => {
    await db().doc('profiles/ana').set(profile('Ana Lima', 'ana@example.com'));
    await db().doc('booking_interests/i1').set({ client_id: 'ana', status: 'new', client_name: 'Ana' });
    // Right after the sync reads the interests, a late copy lands with a name read long before.
    const racing = afterFirstRead(db(), 'booking_interests', () =>
      db().doc('booking_interests/i1').update({ client_name: 'Ana Souza' }),
    );
    await syncClientNames(racing.db, 'ana');
    expect(racing.fired()).toBe(true);
    expect((await db().doc('booking_interests/i1').get()).get('client_name')).toBe('Ana Lima');
  });
});

describe('copyClientNamesOnto (a new interest)', () => {
  it('copies the names once, then finds nothing to do; a deleted interest stays deleted', async () => {
    await db().doc('profiles/ana').set(profile('Ana Lima', 'ana@example.com'));
    const interest = db().doc('booking_interests/i1');
    await interest.set({ client_id: 'ana', status: 'new' });
    expect(await copyClientNamesOnto(db(), interest, 'ana')).toBe(true);
    expect((await interest.get()).data()).toMatchObject({
      client_name: 'Ana Lima',
      client_email: 'ana@example.com',
      client_phone: '555-0100',
    });
    expect(await copyClientNamesOnto(db(), interest, 'ana')).toBe(false);
    await interest.delete();
    expect(await copyClientNamesOnto(db(), interest, 'ana')).toBe(false);
    expect((await interest.get()).exists).toBe(false);
  });
});

/**
 * A Firestore whose first query read on `collectionId` runs `interfere` before it answers, so
 * the caller writes from a read another write has already overtaken.
 */
function afterFirstRead(target: Firestore, collectionId: string, interfere: () => Promise<unknown>) {
  let fired = false;
  const pass = <T extends object>(obj: T, key: string | symbol) => {
    const value = Reflect.get(obj, key, obj);
    return typeof value === 'function' ? value.bind(obj) : value;
  };
  const query = <Q extends { get(): Promise<unknown> }>(q: Q): Q =>
    new Proxy(q, {
      get: (t, key) =>
        key === 'get'
          ? async () => {
              const snapshot = await t.get();
              if (!fired) {
                fired = true;
                await interfere();
              }
              return snapshot;
            }
          : pass(t, key),
    });
  const racingDb = new Proxy(target, {
    get: (t, key) =>
      key === 'collection'
        ? (path: string) => {
            const collection = t.collection(path);
            if (path !== collectionId) return collection;
            return new Proxy(collection, {
              get: (c, k) =>
                k === 'where' ? (...args: Parameters<typeof c.where>) => query(c.where(...args)) : pass(c, k),
            });
          }
        : pass(t, key),
  });
  return { db: racingDb, fired: () => fired };
}
