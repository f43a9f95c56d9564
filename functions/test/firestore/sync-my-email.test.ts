import { describe, expect, it } from 'vitest';
import { syncClientEmailFor } from '../../src/clients/sync-my-email.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('sync-my-email');
const now = new Date('2026-06-01T12:00:00Z');

describe('syncMyEmail against the Firestore emulator', () => {
  it('copies her new verified sign-in e-mail to her profile, and nothing unverified', async () => {
    await db().doc('profiles/ana').set({ full_name: 'Ana Lima', email: 'ana@old.test', created_at: now });
    const unverified = async () => ({ email: 'ana@new.test', emailVerified: false, confirmedPhones: [] });
    expect(await syncClientEmailFor(db(), 'ana', unverified)).toEqual({ email: null });
    expect((await db().doc('profiles/ana').get()).get('email')).toBe('ana@old.test');
    const verified = async () => ({ email: 'ana@new.test', emailVerified: true, confirmedPhones: [] });
    expect(await syncClientEmailFor(db(), 'ana', verified)).toEqual({ email: 'ana@new.test' });
    expect((await db().doc('profiles/ana').get()).get('email')).toBe('ana@new.test');
  });
});
