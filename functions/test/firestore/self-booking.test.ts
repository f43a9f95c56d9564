// Self-booking (issue 32) against the Firestore emulator: free times for a visitor, holds (the
// race, one per visitor, expiry, cleaning) and bookFreeTime turning a hold into her booking.
import { bookFreeTimeRequestSchema, holdTimeRequestSchema, listFreeTimesRequestSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { bookFreeTimeFor } from '../../src/self-booking/book-free-time.ts';
import { cleanExpiredHoldsAt } from '../../src/self-booking/clean-expired-holds.ts';
import { holdTimeFor } from '../../src/self-booking/hold-time.ts';
import { listBookableMembersFor } from '../../src/self-booking/list-bookable-members.ts';
import { listFreeTimesFor } from '../../src/self-booking/list-free-times.ts';
import { releaseHoldFor } from '../../src/self-booking/release-hold.ts';
import { notifyWaitlist, readFreedServices } from '../../src/waitlist/notify-waitlist.ts';
import { serviceDocument } from '../fixtures.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('self-booking');
const now = new Date('2026-06-01T12:00:00Z');
const minutesLater = (m: number) => new Date(now.getTime() + m * 60_000);
// Monday 2026-06-15, New York (EDT, UTC-4).
const ten = '2026-06-15T14:00:00.000Z';
const token = (n: number) => `visitor-token-${String(n).padStart(8, '0')}`;

/**
 * The studio the tests book at: instant online booking with no approval asked, unless `approval`
 * says which of the two approval settings is on (issue 32).
 */
async function seed(
  mode: 'instant' | 'request' = 'instant',
  approval: { all?: boolean; newClients?: boolean } = {},
) {
  const set = (path: string, data: Record<string, unknown>) => db().doc(path).set(data);
  const setting = (key: string, value: unknown) =>
    set(`settings_public/${key}`, { value, category: 'bookings', updated_at: now });
  await Promise.all([
    set('user_roles/ava', { user_id: 'ava', role: 'owner' }),
    setting('booking_requires_approval', approval.all ?? false),
    setting('booking_requires_approval_for_new_clients', approval.newClients ?? false),
    set('settings_public/booking_mode', { value: mode, category: 'bookings', updated_at: now }),
    set('settings_public/scheduling_lead_time_hours', { value: 0, category: 'bookings', updated_at: now }),
    set('services/gel', { ...serviceDocument('Gel Manicure'), buffer_minutes: 15 }),
    set('services/art', { ...serviceDocument('Nail Art'), duration_minutes: 30, display_order: 2 }),
    set('availability_blocks/mon', {
      day_of_week: 1,
      start_time: '09:00',
      end_time: '13:00',
      is_active: true,
    }),
    set('staff_profiles/ava', { bookable: true, display_name: 'Ava', time_off: [] }),
    set('staff_profiles/bea', { bookable: true, display_name: 'Bea', service_ids: ['gel'], time_off: [] }),
    set('staff_profiles/cleo', { bookable: false, display_name: 'Cleo', time_off: [] }),
    set('profiles/nia', { full_name: 'Nia Park', email: 'nia@example.com', allergies: [], created_at: now }),
    set('profiles/zoe', { full_name: 'Zoe Reed', email: 'zoe@example.com', allergies: [], created_at: now }),
  ]);
}

const hold = (n: number, patch: Record<string, unknown> = {}) =>
  holdTimeRequestSchema.parse({
    visitorToken: token(n),
    serviceIds: ['gel'],
    staffId: 'ava',
    startsAt: ten,
    ...patch,
  });
const book = (patch: Record<string, unknown> = {}) =>
  bookFreeTimeRequestSchema.parse({ serviceIds: ['gel'], staffId: 'ava', startsAt: ten, ...patch });
const freeTimes = (patch: Record<string, unknown> = {}) =>
  listFreeTimesRequestSchema.parse({ date: '2026-06-15', serviceIds: ['gel'], staffId: 'ava', ...patch });
const holdsNow = async () => (await db().collection('booking_holds').get()).docs.map((d) => d.data());
const clock = (iso: string) => iso.slice(11, 16);

describe('listFreeTimes and listBookableMembers', () => {
  it('gives a visitor times only, a member’s or anyone’s, and names only bookable members', async () => {
    await seed();
    const ava = await listFreeTimesFor(db(), freeTimes(), now);
    // 9:00–13:00 EDT, 60 minutes of work (the 15-minute clean-up may run past closing).
    expect(ava.starts.map(clock)).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
      '15:15',
      '15:30',
      '15:45',
      '16:00',
    ]);
    expect(Object.keys(ava)).toEqual(['date', 'starts']);
    const members = await listBookableMembersFor(db());
    expect(members.members).toEqual([
      { id: 'ava', displayName: 'Ava', serviceIds: [] },
      { id: 'bea', displayName: 'Bea', serviceIds: ['gel'] },
    ]);
    await expect(listFreeTimesFor(db(), freeTimes({ staffId: 'cleo' }), now)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('hides a held time from others, not from the visitor holding it, and frees it when the hold expires', async () => {
    await seed();
    await holdTimeFor(db(), hold(1), now);
    const other = await listFreeTimesFor(db(), freeTimes(), now);
    expect(other.starts.map(clock)).not.toContain('14:00');
    // 13:00 would run into 14:00; 15:15 is the first start after the hold's clean-up.
    expect(other.starts.map(clock)).toEqual(['15:15', '15:30', '15:45', '16:00']);
    const mine = await listFreeTimesFor(db(), freeTimes({ visitorToken: token(1) }), now);
    expect(mine.starts.map(clock)).toContain('14:00');
    const later = await listFreeTimesFor(db(), freeTimes(), minutesLater(10));
    expect(later.starts.map(clock)).toContain('14:00');
    // Anyone: Bea is free at 10:00 while Ava's time is held.
    expect((await listFreeTimesFor(db(), freeTimes({ staffId: null }), now)).starts.map(clock)).toContain(
      '14:00',
    );
  });
});

describe('holdTime', () => {
  it('of twenty visitors after one time, exactly one holds it; the others are told in plain words', async () => {
    await seed();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => holdTimeFor(db(), hold(n), now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({
          code: 'failed-precondition',
          message:
            'Just taken: someone is booking 10:00 AM right now. Here are the free times left that day.',
          details: { reason: 'just_taken' },
        });
    expect(await holdsNow()).toHaveLength(1);
  });

  it('keeps one hold per visitor: a new one replaces her old one', async () => {
    await seed();
    await holdTimeFor(db(), hold(1), now);
    const second = await holdTimeFor(db(), hold(1, { startsAt: '2026-06-15T16:00:00.000Z' }), now);
    const holds = await holdsNow();
    expect(holds).toHaveLength(1);
    expect(holds[0]?.start.toDate().toISOString()).toBe(second.startsAt);
    expect(second).toMatchObject({ staffId: 'ava', expiresAt: minutesLater(10).toISOString() });
  });

  it('lets another visitor take a time whose hold expired before any cleaning, and cleaning deletes only expired holds', async () => {
    await seed();
    await holdTimeFor(db(), hold(1), now);
    await expect(holdTimeFor(db(), hold(2), minutesLater(9))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    const taken = await holdTimeFor(db(), hold(2), minutesLater(10));
    expect(taken.staffId).toBe('ava');
    expect(await cleanExpiredHoldsAt(db(), minutesLater(10))).toBe(1);
    expect((await holdsNow()).map((h) => h.holder)).toEqual([token(2)]);
  });

  it('puts "anyone" on the first free member in the team’s order', async () => {
    await seed();
    expect((await holdTimeFor(db(), hold(1, { staffId: null }), now)).staffId).toBe('ava');
    expect((await holdTimeFor(db(), hold(2, { staffId: null }), now)).staffId).toBe('bea');
    await expect(holdTimeFor(db(), hold(3, { staffId: null }), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Just taken: someone is booking 10:00 AM right now. Here are the free times left that day.',
      details: { reason: 'just_taken' },
    });
  });

  it('refuses a member who does not do the service, a time outside her hours, and a member who takes no bookings', async () => {
    await seed();
    await expect(
      holdTimeFor(db(), hold(1, { staffId: 'bea', serviceIds: ['art'] }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Bea does not do Nail Art.',
      details: { reason: 'service_not_offered' },
    });
    await expect(
      holdTimeFor(db(), hold(1, { startsAt: '2026-06-15T17:30:00.000Z' }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: "1:30 PM for 60 minutes is outside Ava's hours.",
      // Not "just taken": the time was never hers to take.
      details: { reason: 'outside_hours', starts: expect.arrayContaining([ten]) },
    });
    await expect(holdTimeFor(db(), hold(1, { staffId: 'cleo' }), now)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await holdsNow()).toEqual([]);
  });

  it('releases her hold when she asks', async () => {
    await seed();
    await holdTimeFor(db(), hold(1), now);
    expect(await releaseHoldFor(db(), { visitorToken: token(1) })).toEqual({ released: 1 });
    expect(await holdsNow()).toEqual([]);
  });
});

describe('bookFreeTime', () => {
  it('turns her hold into her booking: member, server price, source online, hold gone', async () => {
    await seed();
    await holdTimeFor(db(), hold(1, { staffId: null }), now);
    const answer = await bookFreeTimeFor(
      db(),
      'nia',
      book({ staffId: null, visitorToken: token(1) }),
      minutesLater(5),
    );
    expect(answer).toMatchObject({ staffId: 'ava', status: 'scheduled', startsAt: ten, totalPrice: 45 });
    const booking = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    expect(booking).toMatchObject({
      client_id: 'nia',
      created_by: 'nia',
      staff_id: 'ava',
      source: 'online',
      status: 'scheduled',
      total_price: 45,
      duration_minutes: 60,
      service_name: 'Gel Manicure',
    });
    expect(await holdsNow()).toEqual([]);
  });

  it('books a visit of two services: a line and a stored service each, one after the other with the clean-up between', async () => {
    await seed();
    const pair = { serviceIds: ['gel', 'art'], staffId: null };
    await holdTimeFor(db(), hold(1, pair), now);
    const answer = await bookFreeTimeFor(
      db(),
      'nia',
      book({ ...pair, visitorToken: token(1) }),
      minutesLater(1),
    );
    // Bea does gel only: the pair goes to Ava, who does everything.
    expect(answer).toMatchObject({ staffId: 'ava', startsAt: ten, totalPrice: 90 });
    const booking = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    expect(
      booking?.services.map((s: { service_id: string; duration_minutes: number }) => [
        s.service_id,
        s.duration_minutes,
      ]),
    ).toEqual([
      ['gel', 60],
      ['art', 30],
    ]);
    // 60 minutes of gel, its 15-minute clean-up, then 30 of art.
    expect(booking).toMatchObject({ duration_minutes: 105, buffer_minutes: 0, service_id: 'gel' });
    expect(booking?.line_items.map((l: { label: string }) => l.label)).toEqual(['Gel Manicure', 'Nail Art']);
  });

  it('asks every service for its required add-ons: a second service’s missing one is refused in words, chosen it is priced and stored', async () => {
    await seed();
    await db()
      .doc('service_add_ons/finish')
      .set({
        service_id: 'art',
        name: 'Finish',
        type: 'other',
        is_required: true,
        is_active: true,
        display_order: 1,
        options: [{ id: 'matte', label: 'Matte', price_modifier: 7 }],
      });
    const visit = { serviceIds: ['gel', 'art'], staffId: null };
    const refusal = {
      code: 'failed-precondition',
      message: 'Nail Art: Finish is required for this service.',
    };
    await expect(listFreeTimesFor(db(), freeTimes(visit), now)).rejects.toMatchObject(refusal);
    await expect(holdTimeFor(db(), hold(1, visit), now)).rejects.toMatchObject(refusal);
    await expect(bookFreeTimeFor(db(), 'nia', book(visit), now)).rejects.toMatchObject(refusal);
    // The first service's add-on list does not stand in for the second's.
    await expect(
      bookFreeTimeFor(
        db(),
        'nia',
        book({ ...visit, addOnSelections: [{ addOnId: 'finish', optionId: 'matte' }] }),
        now,
      ),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Gel Manicure:'),
    });
    // Choices for a service outside the visit are a bad request, not a booking.
    const stray = { serviceId: 'gel', materialIds: [], addOnSelections: [] };
    await expect(
      bookFreeTimeFor(db(), 'nia', book({ ...visit, moreServices: [stray] }), now),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('not in the visit'),
    });
    expect((await db().collection('bookings').get()).size).toBe(0);

    const finish = {
      serviceId: 'art',
      materialIds: [],
      addOnSelections: [{ addOnId: 'finish', optionId: 'matte' }],
    };
    const answer = await bookFreeTimeFor(db(), 'nia', book({ ...visit, moreServices: [finish] }), now);
    // $45 gel + $45 art + $7 matte finish.
    expect(answer.totalPrice).toBe(97);
    const booking = (await db().doc(`bookings/${answer.bookingId}`).get()).data();
    // The finish is stored with the art, not with the gel (the booking's top-level choices).
    expect(booking?.add_on_selections).toEqual([]);
    expect(booking?.services[1]).toMatchObject({
      service_id: 'art',
      add_on_selections: [expect.objectContaining({ add_on_id: 'finish', option_id: 'matte' })],
    });
  });

  it('refuses a visit whose second service holds one of her allergens', async () => {
    await seed();
    await db()
      .doc('services/art')
      .update({ allergens: ['hema'] });
    await db()
      .doc('profiles/zoe')
      .update({ allergies: ['hema'] });
    await expect(
      bookFreeTimeFor(db(), 'zoe', book({ serviceIds: ['gel', 'art'] }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Send us a request'),
    });
    expect((await db().collection('bookings').get()).size).toBe(0);
  });

  it('refuses a time someone else holds, with fresh free times, and books it once her hold expired', async () => {
    await seed();
    await holdTimeFor(db(), hold(1), now);
    await expect(
      bookFreeTimeFor(db(), 'zoe', book({ visitorToken: token(2) }), minutesLater(1)),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Just taken: someone is booking 10:00 AM right now. Here are the free times left that day.',
      details: { reason: 'just_taken', starts: expect.arrayContaining(['2026-06-15T15:15:00.000Z']) },
    });
    const later = await bookFreeTimeFor(db(), 'zoe', book(), minutesLater(11));
    expect(later.staffId).toBe('ava');
    expect((await db().collection('bookings').get()).size).toBe(1);
  });

  it('of fifty waiting clients claiming one freed time at once, exactly one books it; the others are told it was just taken, with fresh times', async () => {
    await seed();
    // Ava's 10:00 was cancelled: the waitlist offer (issue 32 item 7) sends everyone who fits to it.
    await db()
      .doc('bookings/freed')
      .set({
        client_id: 'nia',
        staff_id: 'ava',
        service_id: 'gel',
        scheduled_at: new Date(ten),
        duration_minutes: 60,
        status: 'cancelled',
        total_price: 45,
      });
    const claimants = Array.from({ length: 50 }, (_, n) => `waiting-${n}`);
    await Promise.all(
      claimants.map((uid) =>
        db()
          .doc(`profiles/${uid}`)
          .set({ full_name: uid, email: `${uid}@example.com`, allergies: [], created_at: now }),
      ),
    );
    const results = await Promise.allSettled(claimants.map((uid) => bookFreeTimeFor(db(), uid, book(), now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({
          code: 'failed-precondition',
          message: 'Just taken: someone booked 10:00 AM a moment ago. Here are the free times left that day.',
          details: { reason: 'just_taken', starts: expect.arrayContaining(['2026-06-15T15:15:00.000Z']) },
        });
    const taken = (await db().collection('bookings').where('status', '==', 'scheduled').get()).docs;
    expect(taken.map((d) => d.get('scheduled_at').toDate().toISOString())).toEqual([ten]);
  });

  it('keeps to the open-booking cap and to the booking mode', async () => {
    await seed();
    await db()
      .doc('settings_public/booking_max_upcoming_per_client')
      .set({ value: 1, category: 'bookings', updated_at: now });
    await bookFreeTimeFor(db(), 'nia', book(), now);
    await expect(
      bookFreeTimeFor(db(), 'nia', book({ startsAt: '2026-06-15T16:00:00.000Z' }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('You already have 1 visits to come'),
    });
    await seed('request');
    await expect(
      bookFreeTimeFor(db(), 'zoe', book({ startsAt: '2026-06-15T16:00:00.000Z' }), now),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('Send a request instead'),
    });
  });
});

describe('a waitlist offer (issue 32 item 7)', () => {
  it('links to /book with her services, the member, the day and the freed time; the first claim books it, the next is told it was just taken and stays on the list', async () => {
    await seed();
    const waiting = ['zoe', 'nia'];
    await Promise.all(
      waiting.map((uid, i) =>
        db()
          .doc(`waitlist_entries/${uid}_2026-06-15`)
          .set({
            client_id: uid,
            date: '2026-06-15',
            category: 'manicure',
            earliest_time: '09:00',
            latest_time: '12:00',
            created_at: new Date(now.getTime() + i),
          }),
      ),
    );
    // Ava's gel manicure and nail art at 10:00 was cancelled: her time frees.
    const told = await notifyWaitlist(
      db(),
      {
        bookingId: 'freed',
        interval: { start: new Date(ten), end: new Date(new Date(ten).getTime() + 90 * 60_000) },
        timeZone: 'America/New_York',
        siteUrl: 'https://studio.test',
        bookingMode: 'instant',
        services: await readFreedServices(db(), ['gel', 'art']),
        staffId: 'ava',
        accounts: async (uid) => ({ email: `${uid}@example.com`, emailVerified: true, confirmedPhones: [] }),
      },
      now,
    );
    expect(told).toEqual(['zoe_2026-06-15', 'nia_2026-06-15']);
    const linkOf = async (uid: string) => {
      const mail = await db().collection('mail').where('client_id', '==', uid).get();
      const found = JSON.stringify(mail.docs[0]?.data()).match(/https:\/\/studio\.test\/book\?[^"\s<\\]+/);
      return new URL((found?.[0] ?? '').replaceAll('&amp;', '&'));
    };
    const link = await linkOf('nia');
    // Nail art is no manicure of hers: only the gel manicure is preselected, with Ava, the day and 10:00.
    expect([...link.searchParams]).toEqual([
      ['service', 'gel'],
      ['member', 'ava'],
      ['date', '2026-06-15'],
      ['start', ten],
    ]);
    // /book sends the link's choices as they are.
    const claim = (url: URL) =>
      bookFreeTimeRequestSchema.parse({
        serviceIds: url.searchParams.getAll('service'),
        staffId: url.searchParams.get('member'),
        startsAt: url.searchParams.get('start'),
      });
    const won = await bookFreeTimeFor(db(), 'zoe', claim(await linkOf('zoe')), now);
    expect(won).toMatchObject({ staffId: 'ava', startsAt: ten });
    await expect(bookFreeTimeFor(db(), 'nia', claim(link), now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Just taken: someone booked 10:00 AM a moment ago. Here are the free times left that day.',
      details: { reason: 'just_taken', starts: expect.arrayContaining(['2026-06-15T15:15:00.000Z']) },
    });
    // She stays on the waitlist for the next time that frees.
    const entry = await db().doc('waitlist_entries/nia_2026-06-15').get();
    expect(entry.exists).toBe(true);
    expect(entry.get('offered_start').toDate().toISOString()).toBe(ten);
  });
});
