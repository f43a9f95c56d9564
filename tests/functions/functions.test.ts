import { randomUUID } from 'node:crypto';
import { encodeDocumentEventData } from '@studio/emulators/triggers/document-event-data';
import { deliveryKeyFor, FunctionsEmulatorClient } from '@studio/emulators/triggers/functions-emulator';
import { describe, expect, it } from 'vitest';
import { serviceDocument } from '../../functions/test/fixtures.ts';
import { stackAdmin, unique } from './support/admin.ts';
import {
  callFunction,
  claimsOf,
  eventually,
  PROJECT_ID,
  REGION,
  signIn,
  signUp,
  stack,
} from './support/stack.ts';

const { db, auth, withRole } = stackAdmin('functions-stack');
/** A new account made an owner the way make-owner does it: the claim, then user_roles. */
const owner = (name = 'olga') => withRole(name, 'owner', { stored: true });

/** Leaves `keep` as the studio's only owners (earlier tests of this file made others). */
async function onlyOwners(...keep: string[]) {
  const owners = await db.collection('user_roles').where('role', '==', 'owner').get();
  for (const other of owners.docs.filter((d) => !keep.includes(d.id))) {
    await other.ref.set({ user_id: other.id, role: 'client' });
  }
}

describe('sign-up and roles through the Auth and Functions emulators', () => {
  it('gives a new account a profile, a client role document and the client claim', async () => {
    const email = unique('ana');
    const ana = await signUp(email);
    expect(claimsOf(ana.idToken).role).toBe('client');
    expect((await db.doc(`profiles/${ana.uid}`).get()).data()).toMatchObject({
      email,
      loyalty_tier: 'standard',
    });
    expect((await db.doc(`user_roles/${ana.uid}`).get()).data()).toEqual({
      user_id: ana.uid,
      role: 'client',
    });
  });

  it('lets an owner make a client an assistant: user_roles and the claim after a token refresh', async () => {
    const boss = await owner();
    const email = unique('cam');
    const cam = await signUp(email);
    const answer = await callFunction('setUserRole', boss.idToken, { uid: cam.uid, role: 'assistant' });
    expect(answer).toMatchObject({ status: 200, result: { uid: cam.uid, role: 'assistant' } });
    expect((await db.doc(`user_roles/${cam.uid}`).get()).get('role')).toBe('assistant');
    expect(claimsOf((await signIn(email)).idToken).role).toBe('assistant');
  });

  it('refuses role changes by a client and by a visitor', async () => {
    const bea = await signUp(unique('bea'));
    expect(await callFunction('setUserRole', bea.idToken, { uid: bea.uid, role: 'owner' })).toMatchObject({
      status: 403,
      error: { status: 'PERMISSION_DENIED' },
    });
    expect(await callFunction('setUserRole', null, { uid: bea.uid, role: 'owner' })).toMatchObject({
      status: 401,
    });
    expect(claimsOf((await signIn((await auth.getUser(bea.uid)).email ?? '')).idToken).role).toBe('client');
  });

  it('finds the account by its e-mail, and answers not-found for an e-mail without one', async () => {
    const boss = await owner();
    const email = unique('dora');
    const dora = await signUp(email);
    expect(
      await callFunction('setUserRole', boss.idToken, { email: email.toUpperCase(), role: 'assistant' }),
    ).toMatchObject({ status: 200, result: { uid: dora.uid, role: 'assistant' } });
    expect((await db.doc(`user_roles/${dora.uid}`).get()).get('role')).toBe('assistant');
    expect(
      await callFunction('setUserRole', boss.idToken, { email: unique('nobody'), role: 'assistant' }),
    ).toMatchObject({ status: 404, error: { status: 'NOT_FOUND' } });
  });

  it('answers invalid-argument, never internal, for a uid Auth or Firestore cannot take', async () => {
    const boss = await owner();
    for (const uid of ['x'.repeat(129), '..', '__reserved__', 'a/b', '', 42]) {
      expect(await callFunction('setUserRole', boss.idToken, { uid, role: 'assistant' })).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT' },
      });
    }
  });

  it('refuses an owner whose stored role is no longer owner, although her token still says so', async () => {
    const olga = await owner('olga');
    const pia = await owner('pia');
    await onlyOwners(olga.uid, pia.uid);
    expect(
      await callFunction('setUserRole', olga.idToken, { uid: pia.uid, role: 'assistant' }),
    ).toMatchObject({
      status: 200,
    });
    // Pia's token, taken while she was an owner, still carries role=owner.
    expect(claimsOf(pia.idToken).role).toBe('owner');
    expect(await callFunction('setUserRole', pia.idToken, { uid: olga.uid, role: 'client' })).toMatchObject({
      status: 403,
      error: { status: 'PERMISSION_DENIED' },
    });
    expect((await db.doc(`user_roles/${olga.uid}`).get()).get('role')).toBe('owner');
  });

  it('refuses to demote the last owner, herself included', async () => {
    const olga = await owner('olga');
    await onlyOwners(olga.uid);
    expect(
      await callFunction('setUserRole', olga.idToken, { uid: olga.uid, role: 'assistant' }),
    ).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION' },
    });
    expect((await db.doc(`user_roles/${olga.uid}`).get()).get('role')).toBe('owner');
    expect(claimsOf((await signIn(olga.email)).idToken).role).toBe('owner');
  });

  it('lets one of two owners demoting each other at once win, never both', async () => {
    const olga = await owner('olga');
    const pia = await owner('pia');
    await onlyOwners(olga.uid, pia.uid);
    const answers = await Promise.all([
      callFunction('setUserRole', olga.idToken, { uid: pia.uid, role: 'client' }),
      callFunction('setUserRole', pia.idToken, { uid: olga.uid, role: 'client' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const owners = await db.collection('user_roles').where('role', '==', 'owner').get();
    expect(owners.docs.map((d) => d.id)).toHaveLength(1);
  });
});

describe('loyalty and copies of names from booking writes', () => {
  const completed = (clientId: string, price: number, day: number) => ({
    client_id: clientId,
    service_id: 'gel',
    scheduled_at: new Date(Date.UTC(2026, 2, day, 15)),
    total_price: price,
    status: 'completed',
  });

  async function loyaltyPoints(uid: string): Promise<number | undefined> {
    return (await db.doc(`loyalty_points/${uid}`).get()).get('points');
  }

  it('derives loyalty and profile stats when a booking is completed, and copies the names', async () => {
    const ana = await signUp(unique('ana'));
    await db.doc(`profiles/${ana.uid}`).update({ full_name: 'Ana' });
    await db.doc('services/gel').set(serviceDocument());
    const booking = db.collection('bookings').doc();
    await booking.set({ ...completed(ana.uid, 45, 1), status: 'scheduled' });
    await booking.update({ status: 'completed' });
    await eventually('loyalty points', async () => (await loyaltyPoints(ana.uid)) === 450);
    const profile = (await db.doc(`profiles/${ana.uid}`).get()).data();
    expect(profile).toMatchObject({ total_bookings: 1, loyalty_points: 450, loyalty_tier: 'standard' });
    expect(profile?.last_visit.toDate()).toEqual(new Date(Date.UTC(2026, 2, 1, 15)));
    const copied = await eventually('names on the booking', async () => {
      const data = (await booking.get()).data();
      return data?.service_name === 'Gel Manicure' && data.client_name === 'Ana' ? data : undefined;
    });
    expect(copied.client_email).toBe((await auth.getUser(ana.uid)).email);
  });

  it('gives the same result for a duplicated and a stale, out-of-order event', async () => {
    const ana = await signUp(unique('ana'));
    const booking = db.collection('bookings').doc();
    await booking.set(completed(ana.uid, 45, 1));
    await eventually('loyalty points', async () => (await loyaltyPoints(ana.uid)) === 450);

    // Deliver again the completion (scheduled → completed) twice, then a stale creation event that
    // says the booking is only scheduled: an incrementing or event-trusting function would drift.
    const functions = new FunctionsEmulatorClient(stack().functions, PROJECT_ID);
    const key = deliveryKeyFor(`${REGION}-onBookingWrittenLoyalty`, await functions.listTriggerKeys());
    expect(key).toBeDefined();
    const version = (status: string) => ({
      name: `projects/${PROJECT_ID}/databases/(default)/documents/bookings/${booking.id}`,
      fields: {
        client_id: { string_value: ana.uid },
        service_id: { string_value: 'gel' },
        scheduled_at: { timestamp_value: { seconds: String(Date.UTC(2026, 2, 1, 15) / 1000), nanos: 0 } },
        total_price: { integer_value: '45' },
        status: { string_value: status },
      },
      create_time: { seconds: '1', nanos: 0 },
      update_time: { seconds: '1', nanos: 0 },
    });
    const completion = { value: version('completed'), oldValue: version('scheduled') };
    const duplicateId = randomUUID();
    const events = [
      { id: duplicateId, data: completion },
      { id: duplicateId, data: completion },
      { id: randomUUID(), data: { value: version('scheduled') } },
    ];
    for (const event of events) {
      const res = await fetch(functions.triggerUrl(key ?? ''), {
        method: 'POST',
        headers: {
          'content-type': 'application/protobuf',
          'ce-specversion': '1.0',
          'ce-id': event.id,
          'ce-type': 'google.cloud.firestore.document.v1.written',
          'ce-source': `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
          'ce-subject': `documents/bookings/${booking.id}`,
          'ce-time': new Date(Date.UTC(2026, 0, 1)).toISOString(),
          'ce-project': PROJECT_ID,
          'ce-database': '(default)',
          'ce-namespace': '(default)',
          'ce-document': `bookings/${booking.id}`,
          'ce-location': REGION,
        },
        body: Buffer.from(encodeDocumentEventData(event.data)).toString('base64'),
      });
      expect(res.ok, await res.text()).toBe(true);
    }
    // The emulator acknowledges deliveries at once and runs them later, so a real write follows:
    // once its own event is handled, every event is, and only a recompute from source gives 550.
    await db
      .collection('bookings')
      .doc()
      .set(completed(ana.uid, 10, 2));
    await eventually('loyalty after the next booking', async () => (await loyaltyPoints(ana.uid)) === 550);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await loyaltyPoints(ana.uid)).toBe(550);
    expect((await db.doc(`profiles/${ana.uid}`).get()).get('total_bookings')).toBe(2);
  });

  it('derives every client again when the owner changes the points per dollar', async () => {
    const ana = await signUp(unique('ana'));
    await db
      .collection('bookings')
      .doc()
      .set(completed(ana.uid, 45, 1));
    await eventually('loyalty points', async () => (await loyaltyPoints(ana.uid)) === 450);
    const setting = db.doc('settings_public/loyalty_points_per_dollar');
    await setting.set({ key: 'loyalty_points_per_dollar', value: 20, category: 'pricing' });
    try {
      await eventually('points at 20 per dollar', async () => (await loyaltyPoints(ana.uid)) === 900);
      expect((await db.doc(`profiles/${ana.uid}`).get()).get('loyalty_points')).toBe(900);
    } finally {
      // Back to the default for the other tests of this stack.
      await setting.delete();
    }
    await eventually('points at the default again', async () => (await loyaltyPoints(ana.uid)) === 450);
  });
});

describe('testInstagramConnection against the fake Graph server', () => {
  const account = '17841400000000001';

  async function assistant() {
    const email = unique('cam');
    const cam = await signUp(email);
    await auth.setCustomUserClaims(cam.uid, { role: 'assistant' });
    return signIn(email);
  }

  it('connects: answers the username, saves the settings and keeps the token out of them', async () => {
    const boss = await owner();
    const answer = await callFunction('testInstagramConnection', boss.idToken, {
      businessAccountId: account,
      pageAccessToken: 'good-token',
    });
    expect(answer).toMatchObject({ status: 200, result: { success: true, username: 'studio.nails' } });
    expect((await db.doc('settings_staff/instagram_connected').get()).get('value')).toBe(true);
    expect((await db.doc('settings_staff/instagram_username').get()).get('value')).toBe('studio.nails');
    expect((await db.doc('secrets/instagram').get()).get('page_access_token')).toBe('good-token');
  });

  it.each([
    ['an expired token', account, 'old-token', 'invalid or has expired'],
    ['a wrong account id', '999', 'good-token', 'No Instagram Business Account has this ID'],
    ['a rate limit', account, 'busy-token', 'limiting requests'],
    ['a timeout', account, 'slow-token', 'did not answer in time'],
  ])('explains %s', async (_case, businessAccountId, pageAccessToken, message) => {
    const boss = await owner();
    const answer = await callFunction('testInstagramConnection', boss.idToken, {
      businessAccountId,
      pageAccessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ success: false, username: null });
    expect((answer.result as { message: string }).message).toContain(message);
  });

  it.each([
    ['a missing token', { businessAccountId: account }, 'Enter both the Instagram Business Account ID'],
    [
      'an account id with a path in it',
      { businessAccountId: '../me', pageAccessToken: 'good-token' },
      'digits only',
    ],
  ])('refuses %s as invalid-argument, in the owner’s words', async (_case, data, message) => {
    const boss = await owner();
    const answer = await callFunction('testInstagramConnection', boss.idToken, data);
    expect(answer).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect((answer.error as { message: string }).message).toContain(message);
  });

  it('refuses assistants (the connection is the owner’s), clients and visitors', async () => {
    const bea = await signUp(unique('bea'));
    const data = { businessAccountId: account, pageAccessToken: 'good-token' };
    const cam = await assistant();
    expect(await callFunction('testInstagramConnection', cam.idToken, data)).toMatchObject({ status: 403 });
    expect(await callFunction('testInstagramConnection', bea.idToken, data)).toMatchObject({ status: 403 });
    expect(await callFunction('testInstagramConnection', null, data)).toMatchObject({ status: 401 });
  });
});
