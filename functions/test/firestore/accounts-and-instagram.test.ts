import { parseDocument, profileSchema, settingDocumentSchema, userRoleSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { createClientDocuments } from '../../src/auth/client-profile.ts';
import { forgetConnection, saveConnection } from '../../src/instagram/connection-store.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('accounts');

describe('createClientDocuments (sign-up)', () => {
  it('creates a profile and a client role that match domain’s schemas', async () => {
    await createClientDocuments(db(), { uid: 'ana', email: 'ana@example.com', displayName: 'Ana' });
    const profile = await db().doc('profiles/ana').get();
    const role = await db().doc('user_roles/ana').get();
    expect(parseDocument(profileSchema, 'ana', profile.data())).toMatchObject({
      full_name: 'Ana',
      email: 'ana@example.com',
      loyalty_tier: 'standard',
      total_bookings: 0,
    });
    expect(parseDocument(userRoleSchema, 'ana', role.data())).toMatchObject({
      user_id: 'ana',
      role: 'client',
    });
  });

  it('stores the sign-up name without bidirectional controls', async () => {
    await createClientDocuments(db(), {
      uid: 'bea',
      email: 'bea@example.com',
      displayName: 'Bea\u202E moc.live',
    });
    expect((await db().doc('profiles/bea').get()).get('full_name')).toBe('Bea moc.live');
  });

  it('leaves existing documents alone when a sign-up is retried', async () => {
    await createClientDocuments(db(), { uid: 'ana', email: 'ana@example.com' });
    await db().doc('profiles/ana').update({ full_name: 'Ana Lima' });
    await db().doc('user_roles/ana').update({ role: 'assistant' });
    await createClientDocuments(db(), { uid: 'ana', email: 'ana@example.com' });
    expect((await db().doc('profiles/ana').get()).get('full_name')).toBe('Ana Lima');
    expect((await db().doc('user_roles/ana').get()).get('role')).toBe('assistant');
  });
});

describe('Instagram connection storage', () => {
  const credentials = { businessAccountId: '1784', pageAccessToken: 'EAAG-token' };

  it('saves both settings as valid setting documents and the token in secrets', async () => {
    await saveConnection(db(), 'staff-cam', credentials, 'studio.nails');
    const connected = (await db().doc('settings_staff/instagram_connected').get()).data();
    const username = (await db().doc('settings_staff/instagram_username').get()).data();
    expect(settingDocumentSchema.parse(connected)).toMatchObject({ value: true, updated_by: 'staff-cam' });
    expect(settingDocumentSchema.parse(username)).toMatchObject({
      value: 'studio.nails',
      category: 'integrations',
    });
    expect((await db().doc('secrets/instagram').get()).data()).toMatchObject({
      business_account_id: '1784',
      page_access_token: 'EAAG-token',
    });
    // The token is in no settings document (those are browser-readable by staff).
    expect(JSON.stringify([connected, username])).not.toContain('EAAG-token');
  });

  it('forgets the token and the username after Disconnect', async () => {
    await saveConnection(db(), 'staff-cam', credentials, 'studio.nails');
    await db().doc('settings_staff/instagram_connected').update({ value: false });
    expect(await forgetConnection(db())).toBe(true);
    expect((await db().doc('secrets/instagram').get()).exists).toBe(false);
    expect((await db().doc('settings_staff/instagram_username').get()).get('value')).toBe('');
  });

  it('keeps a connection made again before the disconnect event ran', async () => {
    await saveConnection(db(), 'staff-cam', credentials, 'studio.nails');
    expect(await forgetConnection(db())).toBe(false);
    expect((await db().doc('secrets/instagram').get()).exists).toBe(true);
  });
});
