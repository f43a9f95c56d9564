// Walk-in clients: staff add one through addClient (a duplicate e-mail or phone is refused with the
// existing record's id). When she later signs up with that e-mail she gets a profile of her own;
// once her e-mail is verified, linkWalkInRecord moves the record's profile, notes and bookings to
// her uid. Before that nobody who merely typed her address sees any of it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackAdmin, unique } from './support/admin.ts';
import { callFunction, claimsOf, PROJECT_ID, signIn, signUp, stack } from './support/stack.ts';

const { db, auth, withRole } = stackAdmin('functions-clients');
const owner = () => withRole('olga', 'owner');

const run = randomUUID().slice(0, 8);

/** A phone of this run only, so reruns against the same emulator never collide. */
const phone = (spacing: 'typed' | 'digits') => {
  const digits = `555${run
    .replace(/[^0-9]/g, '')
    .padEnd(7, '0')
    .slice(0, 7)}`;
  return spacing === 'digits' ? digits : `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

describe('addClient', () => {
  it('records a walk-in client, then refuses the same e-mail or phone with a link to her', async () => {
    const boss = await owner();
    const email = unique('Walk.In');
    const added = await callFunction('addClient', boss.idToken, {
      full_name: ' Wanda Walk ',
      email: email.toUpperCase(),
      phone: phone('typed'),
      instagram_handle: '@wanda.nails',
    });
    expect(added.status).toBe(200);
    const { clientId } = added.result as { clientId: string };
    expect((await db.doc(`profiles/${clientId}`).get()).data()).toMatchObject({
      full_name: 'Wanda Walk',
      email: email.toLowerCase(),
      phone: phone('typed'),
      instagram_handle: 'wanda.nails',
      walk_in: true,
      total_bookings: 0,
    });

    const sameEmail = await callFunction('addClient', boss.idToken, { full_name: 'Wanda', email });
    expect(sameEmail).toMatchObject({
      status: 409,
      error: { status: 'ALREADY_EXISTS', details: { field: 'email', clientId } },
    });
    const samePhone = await callFunction('addClient', boss.idToken, {
      full_name: 'W',
      phone: phone('digits'),
    });
    expect(samePhone).toMatchObject({ status: 409, error: { details: { field: 'phone', clientId } } });
  });

  it('refuses a bad e-mail, a missing name, a client and a visitor', async () => {
    const boss = await owner();
    const badEmail = await callFunction('addClient', boss.idToken, { full_name: 'Zoe', email: 'zoe@' });
    expect(badEmail).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(await callFunction('addClient', boss.idToken, { full_name: ' ' })).toMatchObject({ status: 400 });
    const client = await signUp(unique('cleo'));
    expect(await callFunction('addClient', client.idToken, { full_name: 'Zoe' })).toMatchObject({
      status: 403,
    });
    expect(await callFunction('addClient', null, { full_name: 'Zoe' })).toMatchObject({ status: 401 });
  });
});

/** Firestore's REST API as a signed-in browser: the rules decide what she gets. */
async function readAs(
  idToken: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(
    `http://${stack().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents${path}`,
    {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    },
  );
  return { status: res.status, json: await res.json() };
}

/** Her own bookings as the client dashboard asks for them: client_id == her uid. */
const ownBookingsQuery = (uid: string) => ({
  structuredQuery: {
    from: [{ collectionId: 'bookings' }],
    where: { fieldFilter: { field: { fieldPath: 'client_id' }, op: 'EQUAL', value: { stringValue: uid } } },
  },
});

describe('Add Client beside an account with the same e-mail (no walk-in squatting)', () => {
  it('gives a fresh record when the account is unverified, and its holder never sees the booking', async () => {
    const boss = await owner();
    const email = unique('squat');
    const squatter = await signUp(email);
    // A phone of her own choosing, unlike any other test's.
    const typedPhone = `556-${phone('digits').slice(3)}`;
    await db.doc(`profiles/${squatter.uid}`).update({ phone: typedPhone });

    const added = await callFunction('addClient', boss.idToken, { full_name: 'Sara Real', email });
    expect(added).toMatchObject({ status: 200, result: { unverifiedAccountUsesEmail: true } });
    const { clientId } = added.result as { clientId: string };
    expect(clientId).not.toBe(squatter.uid);
    expect((await db.doc(`profiles/${clientId}`).get()).data()).toMatchObject({ email, walk_in: true });
    // The fresh record is now the one a second Add Client points at; the phone she typed is not.
    expect(await callFunction('addClient', boss.idToken, { full_name: 'Sara', email })).toMatchObject({
      status: 409,
      error: { details: { field: 'email', clientId } },
    });
    const byPhone = await callFunction('addClient', boss.idToken, {
      full_name: 'Sam',
      phone: typedPhone,
    });
    expect(byPhone).toMatchObject({ status: 200 });
    expect((byPhone.result as { clientId: string }).clientId).not.toBe(squatter.uid);

    // Staff book the real client on the record Add Client answered.
    const booking = db.collection('bookings').doc();
    await booking.set({
      client_id: clientId,
      service_id: 'gel',
      scheduled_at: new Date(Date.UTC(2026, 2, 3, 15)),
      total_price: 45,
      status: 'scheduled',
    });
    expect((await readAs(squatter.idToken, `/bookings/${booking.id}`)).status).toBe(403);
    const own = await readAs(squatter.idToken, ':runQuery', ownBookingsQuery(squatter.uid));
    expect(own.status).toBe(200);
    expect((own.json as { document?: unknown }[]).filter((row) => row.document)).toEqual([]);
    expect(await callFunction('linkWalkInRecord', squatter.idToken, {})).toMatchObject({ status: 400 });
    expect((await booking.get()).get('client_id')).toBe(clientId);
  });

  it('points at the account when its e-mail is verified', async () => {
    const boss = await owner();
    const email = unique('olivia');
    const olivia = await signUp(email);
    await auth.updateUser(olivia.uid, { emailVerified: true });
    expect(await callFunction('addClient', boss.idToken, { full_name: 'Olivia', email })).toMatchObject({
      status: 409,
      error: { details: { field: 'email', clientId: olivia.uid } },
    });
  });
});

describe('a walk-in client signing up with her e-mail', () => {
  it('gets her record, notes and bookings only once her e-mail is verified', async () => {
    const boss = await owner();
    const email = unique('vera');
    const added = await callFunction('addClient', boss.idToken, { full_name: 'Vera Visit', email });
    const { clientId } = added.result as { clientId: string };
    const walkIn = db.doc(`profiles/${clientId}`);
    await walkIn.update({ notes: 'Prefers almond shape', allergies: ['acrylic'] });
    await walkIn.collection('client_notes').doc('n1').set({
      client_id: clientId,
      note: 'Allergic to acrylic',
      note_type: 'allergy',
      is_pinned: true,
      created_by: 'staff',
      created_at: new Date(),
    });
    const booking = db.collection('bookings').doc();
    await booking.set({
      client_id: clientId,
      service_id: 'gel',
      scheduled_at: new Date(Date.UTC(2026, 2, 3, 15)),
      total_price: 45,
      status: 'completed',
    });

    // Signed up, not verified: a profile of her own, the walk-in record untouched and not hers.
    const vera = await signUp(email);
    expect((await db.doc(`profiles/${vera.uid}`).get()).data()).toMatchObject({
      email,
      notes: null,
      walk_in: false,
    });
    expect((await walkIn.get()).get('walk_in')).toBe(true);
    expect((await booking.get()).get('client_id')).toBe(clientId);
    expect(claimsOf(vera.idToken).email_verified).toBe(false);
    expect(await callFunction('linkWalkInRecord', vera.idToken, {})).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION' },
    });
    expect((await walkIn.get()).exists).toBe(true);

    // Verified (the link in her e-mail), then a fresh token: the record joins her account.
    await auth.updateUser(vera.uid, { emailVerified: true });
    const verified = await signIn(email);
    expect(claimsOf(verified.idToken).email_verified).toBe(true);
    const linked = await callFunction('linkWalkInRecord', verified.idToken, {});
    expect(linked).toMatchObject({ status: 200, result: { linkedClientId: clientId } });
    expect((await db.doc(`profiles/${vera.uid}`).get()).data()).toMatchObject({
      full_name: 'Vera Visit',
      email,
      notes: 'Prefers almond shape',
      allergies: ['acrylic'],
      walk_in: false,
    });
    expect((await walkIn.get()).exists).toBe(false);
    const note = await db.doc(`profiles/${vera.uid}/client_notes/n1`).get();
    expect(note.data()).toMatchObject({ client_id: vera.uid, note: 'Allergic to acrylic' });
    expect((await walkIn.collection('client_notes').get()).empty).toBe(true);
    expect((await booking.get()).get('client_id')).toBe(vera.uid);
    expect((await db.doc(`user_roles/${vera.uid}`).get()).get('role')).toBe('client');

    // Asking again finds nothing more to link.
    expect(await callFunction('linkWalkInRecord', verified.idToken, {})).toMatchObject({
      status: 200,
      result: { linkedClientId: null },
    });
  });

  it('refuses a visitor, and links nothing for a verified account without a walk-in record', async () => {
    expect(await callFunction('linkWalkInRecord', null, {})).toMatchObject({ status: 401 });
    const email = unique('nina');
    const nina = await signUp(email);
    expect((await db.doc(`profiles/${nina.uid}`).get()).data()).toMatchObject({ email, walk_in: false });
    await auth.updateUser(nina.uid, { emailVerified: true });
    const verified = await signIn(email);
    expect(await callFunction('linkWalkInRecord', verified.idToken, {})).toMatchObject({
      status: 200,
      result: { linkedClientId: null },
    });
  });
});
