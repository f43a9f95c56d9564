import { describe, expect, it } from 'vitest';
import { syncClientEmailFor } from '../../src/clients/sync-my-email.ts';
import { clientNamesOf, staleFields, syncClientNames } from '../../src/denormalise/names.ts';
import type { ClientAccountLookup } from '../../src/notifications/client-accounts.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('sync-my-email');
const now = new Date('2026-06-01T12:00:00Z');

/** Her Firebase Auth account as the callable reads it: the new address, verified or not yet. */
const account =
  (emailVerified: boolean): ClientAccountLookup =>
  async () => ({ email: 'ana@new.test', emailVerified, confirmedPhones: [] });

const profile = {
  full_name: 'Ana Lima',
  phone: '555-0100',
  instagram_handle: null,
  notes: null,
  allergies: [],
  favorite_colors: [],
  created_at: now,
};
const booking = {
  client_id: 'ana',
  service_id: 'gel',
  scheduled_at: new Date('2026-06-10T15:00:00Z'),
  total_price: 45,
  status: 'scheduled',
};

describe('syncMyEmail against the Firestore emulator', () => {
  it('copies her new verified sign-in e-mail to her profile, and nothing unverified', async () => {
    await db().doc('profiles/ana').set({ full_name: 'Ana Lima', email: 'ana@old.test', created_at: now });
    expect(await syncClientEmailFor(db(), 'ana', account(false))).toEqual({ email: null });
    expect((await db().doc('profiles/ana').get()).get('email')).toBe('ana@old.test');
    expect(await syncClientEmailFor(db(), 'ana', account(true))).toEqual({ email: 'ana@new.test' });
    expect((await db().doc('profiles/ana').get()).get('email')).toBe('ana@new.test');
  });

  it('once her changed address is verified, her profile and her bookings’ copies carry it', async () => {
    await db()
      .doc('profiles/ana')
      .set({ ...profile, email: 'ana@old.test' });
    await db()
      .doc('bookings/b1')
      .set({ ...booking, client_email: 'ana@old.test' });
    const before = (await db().doc('profiles/ana').get()).data();
    await syncClientEmailFor(db(), 'ana', account(true));
    const after = (await db().doc('profiles/ana').get()).data();
    // What onProfileUpdated decides from the before and after of that write: a copy is stale, so
    // it re-copies (the clients list and exports read the profile itself).
    expect(staleFields({ ...clientNamesOf(before) }, { ...clientNamesOf(after) })).not.toEqual({});
    await syncClientNames(db(), 'ana');
    expect((await db().doc('bookings/b1').get()).get('client_email')).toBe('ana@new.test');
  });
});
