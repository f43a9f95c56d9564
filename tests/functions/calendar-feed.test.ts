// The staff calendar feed through the Functions emulator: a staff member who manages bookings makes
// a token with manageCalendarFeed, the calendarFeed HTTPS function answers the upcoming bookings as
// iCalendar (the client's first name, the service, the studio's address and zone; never the notes),
// and a regenerated or revoked token, a demoted member's token (also once she is promoted again)
// and a made-up one all answer 404. Clients get no token.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceDocument } from '../../functions/test/fixtures.ts';
import { stackAdmin, unique } from './support/admin.ts';
import { callFunction, PROJECT_ID, REGION, signIn, signUp, stack } from './support/stack.ts';

const { db, withRole } = stackAdmin('functions-feed');
/** Staff as make-owner makes them: the claim and user_roles (the feed reads the stored role). */
const staff = (role: 'owner' | 'assistant') => withRole(role, role, { stored: true });

const feedUrl = (path: string) => `http://${stack().functions}/${PROJECT_ID}/${REGION}/${path}`;

/** The events of an .ics text, each as its unfolded properties. */
function events(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return out;
}

const icsUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

// Three days ahead at 15:00 UTC (10:00 in New York): upcoming whenever the test runs.
const start = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 3 * 86_400_000 + 15 * 3_600_000);
const run = randomUUID().slice(0, 8);
const booked = `feed-${run}-booked`;
const cancelled = `feed-${run}-cancelled`;

beforeAll(async () => {
  await db.doc('settings_public/location_address_line1').set({ value: '12 Main St' });
  await db.doc('settings_public/location_city').set({ value: 'Springfield' });
  await db.doc('settings_public/scheduling_timezone').set({ value: 'America/New_York' });
  // The names function copies the service's name onto each booking: the service must exist, or
  // the copy reads it as gone and the feed says 'Appointment'.
  await db.doc('services/svc-gel').set(serviceDocument('Gel Manicure'));
  const booking = (status: string, client: string) => ({
    client_id: `client-${run}`,
    service_id: 'svc-gel',
    scheduled_at: Timestamp.fromDate(start),
    duration_minutes: 90,
    total_price: 55,
    status,
    client_name: client,
    service_name: 'Gel Manicure',
    notes: 'Door code 4411',
  });
  await db.doc(`bookings/${booked}`).set(booking('confirmed', 'Ana; Smith'));
  await db.doc(`bookings/${cancelled}`).set(booking('cancelled', 'Bea'));
});

describe('the staff calendar feed', () => {
  it('lists the upcoming bookings with client, service, address and zone, until the token is replaced or revoked', async () => {
    const owner = await staff('owner');
    const made = await callFunction('manageCalendarFeed', owner.idToken, { action: 'create' });
    expect(made.status).toBe(200);
    const { token, path } = made.result as { token: string; path: string };
    expect(path).toBe(`calendarFeed/${token}.ics`);
    // Only the hash is stored.
    const stored = (await db.doc(`calendar_feeds/${owner.uid}`).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const res = await fetch(feedUrl(path));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await res.text();
    expect(ics).toContain('X-WR-TIMEZONE:America/New_York');
    const mine = events(ics).filter((e) => e.UID?.startsWith(`booking-feed-${run}`));
    expect(mine).toHaveLength(1);
    expect(ics).not.toContain('4411');
    expect(ics).not.toContain('Smith');
    expect(mine[0]).toMatchObject({
      UID: `booking-${booked}@bookings.nail-studio`,
      SUMMARY: 'Ana\\; · Gel Manicure',
      DTSTART: icsUtc(start),
      DTEND: icsUtc(new Date(start.getTime() + 90 * 60_000)),
      LOCATION: '12 Main St\\, Springfield',
    });

    // A new token replaces the old one at once.
    const again = await callFunction('manageCalendarFeed', owner.idToken, { action: 'create' });
    const second = again.result as { token: string; path: string };
    expect(second.token).not.toBe(token);
    expect((await fetch(feedUrl(path))).status).toBe(404);
    expect((await fetch(feedUrl(second.path))).status).toBe(200);

    expect(await callFunction('manageCalendarFeed', owner.idToken, { action: 'revoke' })).toMatchObject({
      status: 200,
      result: { revoked: true },
    });
    expect((await fetch(feedUrl(second.path))).status).toBe(404);
    expect((await db.doc(`calendar_feeds/${owner.uid}`).get()).exists).toBe(false);
  });

  it("stops an assistant's feed once she may no longer manage bookings", async () => {
    const assistant = await staff('assistant');
    const made = await callFunction('manageCalendarFeed', assistant.idToken, { action: 'create' });
    const { path } = made.result as { path: string };
    expect((await fetch(feedUrl(path))).status).toBe(200);
    await db.doc(`user_roles/${assistant.uid}`).set({ user_id: assistant.uid, role: 'client' });
    expect((await fetch(feedUrl(path))).status).toBe(404);
  });

  it("kills a member's feed when setUserRole demotes her, and keeps it dead when she is promoted again", async () => {
    const owner = await staff('owner');
    const email = unique('cam');
    const cam = await signUp(email);
    expect(
      await callFunction('setUserRole', owner.idToken, { uid: cam.uid, role: 'assistant' }),
    ).toMatchObject({ status: 200 });
    const promoted = await signIn(email);
    const made = await callFunction('manageCalendarFeed', promoted.idToken, { action: 'create' });
    const { path } = made.result as { path: string };
    expect((await fetch(feedUrl(path))).status).toBe(200);

    expect(await callFunction('setUserRole', owner.idToken, { uid: cam.uid, role: 'client' })).toMatchObject({
      status: 200,
    });
    expect((await db.doc(`calendar_feeds/${cam.uid}`).get()).exists).toBe(false);
    expect((await fetch(feedUrl(path))).status).toBe(404);
    expect(
      await callFunction('setUserRole', owner.idToken, { uid: cam.uid, role: 'assistant' }),
    ).toMatchObject({ status: 200 });
    expect((await fetch(feedUrl(path))).status).toBe(404);
  });

  it('gives clients and visitors no feed, and answers a made-up or malformed token with 404', async () => {
    const client = await signUp(unique('cleo'));
    expect(await callFunction('manageCalendarFeed', client.idToken, { action: 'create' })).toMatchObject({
      status: 403,
    });
    expect(await callFunction('manageCalendarFeed', null, { action: 'create' })).toMatchObject({
      status: 401,
    });
    const owner = await staff('owner');
    expect(await callFunction('manageCalendarFeed', owner.idToken, { action: 'share' })).toMatchObject({
      status: 400,
    });
    expect((await fetch(feedUrl(`calendarFeed/${'A'.repeat(43)}.ics`))).status).toBe(404);
    expect((await fetch(feedUrl('calendarFeed/not-a-token'))).status).toBe(404);
    expect((await fetch(feedUrl('calendarFeed'))).status).toBe(404);
  });
});
