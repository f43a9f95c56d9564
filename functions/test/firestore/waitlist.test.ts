// Issue 30 item 1, no message amplification: a client's waitlist joins go through joinWaitlist,
// which holds her to waitlist_max_entries_per_client days and one entry per day however hard she
// tries; a freed time then tells only clients with a confirmed address, each at most
// messages_max_per_client_per_day times a day, reading the day's entries page by page.
import type { ClientAccount } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { queueClientMessage } from '../../src/notifications/queue-client-message.ts';
import { joinWaitlistFor } from '../../src/waitlist/join-waitlist.ts';
import { notifyWaitlist, waitlistPageSize } from '../../src/waitlist/notify-waitlist.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('waitlist');
// Monday 1 June 2026, 08:00 in New York.
const now = new Date('2026-06-01T12:00:00Z');
const day = (n: number) => `2026-06-${String(n).padStart(2, '0')}`;
const choice = (date: string) =>
  ({ date, category: 'manicure', earliestTime: '10:00', latestTime: '13:00' }) as const;

const verified = (email: string): ClientAccount => ({ email, emailVerified: true, confirmedPhones: [] });
const accounts = new Map<string, ClientAccount | null>();
const lookup = async (uid: string) => accounts.get(uid) ?? null;

async function seedStudio(staffSettings: Record<string, unknown> = {}) {
  const writes = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    db()
      .doc(`availability_blocks/day-${weekday}`)
      .set({ day_of_week: weekday, start_time: '09:00', end_time: '19:00', is_active: true }),
  );
  for (const [key, value] of Object.entries(staffSettings))
    writes.push(db().doc(`settings_staff/${key}`).set({ value }));
  await Promise.all(writes);
}

async function seedClient(uid: string, account: ClientAccount | null) {
  accounts.set(uid, account);
  await db()
    .doc(`profiles/${uid}`)
    .set({ full_name: `Client ${uid}`, email: `${uid}@profile.test`, created_at: now });
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

describe('joinWaitlist against the Firestore emulator', () => {
  it('keeps 1,000 attempts of one client to the cap, one per day; a cancellation then sends her one message', async () => {
    await seedStudio();
    await seedClient('mallory', verified('mallory@example.com'));
    const answers: PromiseSettledResult<unknown>[] = [];
    // 1,000 joins over 20 days, 25 at a time, racing for her last places.
    for (let batch = 0; batch < 40; batch++) {
      answers.push(
        ...(await Promise.allSettled(
          Array.from({ length: 25 }, (_, i) =>
            joinWaitlistFor(db(), 'mallory', choice(day(2 + ((batch * 25 + i) % 20))), now),
          ),
        )),
      );
    }
    const joined = answers.filter((a) => a.status === 'fulfilled');
    expect(joined).toHaveLength(3);
    const refusals = answers.flatMap((a) => (a.status === 'rejected' ? [codeOf(a.reason)] : []));
    // Refused in words (or, for a few racing joins, given up after their retries): never written.
    expect(new Set(refusals).has('failed-precondition')).toBe(true);
    const entries = await db().collection('waitlist_entries').where('client_id', '==', 'mallory').get();
    expect(entries.size).toBe(3);
    const dates = entries.docs.map((d) => d.get('date') as string);
    expect(new Set(dates).size).toBe(3);
    expect(entries.docs.map((d) => d.id).sort()).toEqual(dates.map((d) => `mallory_${d}`).sort());

    // The morning of one of her days frees: she hears once.
    const [y, m, d] = (dates[0] ?? '').split('-').map(Number) as [number, number, number];
    const freedStart = new Date(Date.UTC(y, m - 1, d, 14)); // 10:00 in New York
    const told = await notifyWaitlist(
      db(),
      {
        bookingId: 'b-freed',
        interval: { start: freedStart, end: new Date(freedStart.getTime() + 3_600_000) },
        timeZone: 'America/New_York',
        siteUrl: 'https://studio.test',
        accounts: lookup,
      },
      now,
    );
    expect(told).toEqual([`mallory_${dates[0]}`]);
    const mail = await db().collection('mail').where('client_id', '==', 'mallory').get();
    expect(mail.size).toBe(1);
    expect(mail.docs[0]?.get('to')).toBe('mallory@example.com');
    // About 7,000 emulator calls: a minute on a quiet machine, several on one running other suites.
  }, 600_000);

  it('refuses a closed hour, a day beyond the horizon and a past day, in words', async () => {
    await seedStudio();
    await seedClient('ana', verified('ana@example.com'));
    const refusal = (c: ReturnType<typeof choice> | Record<string, string>) =>
      joinWaitlistFor(db(), 'ana', c as ReturnType<typeof choice>, now).catch((e: unknown) => e);
    const early = await refusal({ ...choice(day(3)), earliestTime: '07:00' });
    expect(codeOf(early)).toBe('failed-precondition');
    expect((early as Error).message).toBe('Choose starts while the studio is open that day.');
    expect(((await refusal(choice('2026-09-01'))) as Error).message).toBe(
      'That day cannot be booked, so it has no waitlist.',
    );
    expect(codeOf(await refusal(choice('2026-05-31')))).toBe('failed-precondition');
    expect((await db().collection('waitlist_entries').get()).size).toBe(0);
  });

  it('follows the waitlist_max_entries_per_client setting', async () => {
    await seedStudio({ waitlist_max_entries_per_client: 1 });
    await seedClient('ana', verified('ana@example.com'));
    await joinWaitlistFor(db(), 'ana', choice(day(3)), now);
    const second = await joinWaitlistFor(db(), 'ana', choice(day(4)), now).catch((e: unknown) => e);
    expect((second as Error).message).toBe(
      'You can wait for at most 1 day at once. Leave one from your dashboard first.',
    );
  });
});

describe('a freed time and the messages it queues', () => {
  it('sends the offer to /book on the freed day when the studio takes online bookings (issue 32)', async () => {
    await seedStudio();
    await seedClient('nia', { email: 'nia@example.com', emailVerified: true, confirmedPhones: [] });
    await db()
      .doc(`waitlist_entries/nia_${day(10)}`)
      .set({
        client_id: 'nia',
        date: day(10),
        category: 'manicure',
        earliest_time: '10:00',
        latest_time: '13:00',
        created_at: now,
      });
    const freedStart = new Date('2026-06-10T14:00:00Z');
    const freed = {
      bookingId: 'b-online',
      interval: { start: freedStart, end: new Date(freedStart.getTime() + 3_600_000) },
      timeZone: 'America/New_York' as const,
      siteUrl: 'https://studio.test',
      bookingMode: 'instant' as const,
      accounts: lookup,
    };
    expect(await notifyWaitlist(db(), freed, now)).toEqual([`nia_${day(10)}`]);
    const [mail] = (await db().collection('mail').get()).docs;
    expect(JSON.stringify(mail?.data())).toContain('https://studio.test/book?date=2026-06-10');
    expect(JSON.stringify(mail?.data())).not.toContain('/booking?');
  });

  it('tells those whose window fits the freed time, in the order they joined, each once (moved from tests/e2e/waitlist.test.ts)', async () => {
    await seedStudio();
    // Joined Ana, then Bea, then Cleo; their ids sort the other way round, so the order told is
    // the order they joined, not the order the day's entries are read in.
    const joined = [
      ['zz-ana', '10:00', '13:00'],
      ['yy-bea', '14:00', '17:00'],
      ['xx-cleo', '09:00', '09:00'],
    ] as const;
    for (const [i, [uid, earliest, latest]] of joined.entries()) {
      await seedClient(uid, verified(`${uid}@example.com`));
      await db()
        .doc(`waitlist_entries/${uid}_${day(10)}`)
        .set({
          client_id: uid,
          date: day(10),
          category: 'manicure',
          earliest_time: earliest,
          latest_time: latest,
          created_at: new Date(now.getTime() + i * 60_000),
        });
    }
    // The morning frees: 09:00–12:00 in New York. Bea waits for the afternoon.
    const freed = {
      bookingId: 'b-morning',
      interval: { start: new Date('2026-06-10T13:00:00Z'), end: new Date('2026-06-10T16:00:00Z') },
      timeZone: 'America/New_York' as const,
      siteUrl: 'https://studio.test',
      accounts: lookup,
    };
    expect(await notifyWaitlist(db(), freed, now)).toEqual([`zz-ana_${day(10)}`, `xx-cleo_${day(10)}`]);
    // The trigger's event delivered again: nobody is told twice.
    await notifyWaitlist(db(), freed, now);
    const mail = (await db().collection('mail').where('booking_id', '==', 'b-morning').get()).docs
      .map((d) => d.data())
      .sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
    expect(mail.map((m) => [m.kind, m.client_id, m.to])).toEqual([
      ['waitlist_slot_freed', 'zz-ana', 'zz-ana@example.com'],
      ['waitlist_slot_freed', 'xx-cleo', 'xx-cleo@example.com'],
    ]);
    // Each link opens the wizard on the first freed start in her window: Ana's earliest, 10:00.
    const links = mail.map((m) => new URL(/https:\/\/studio\.test\/\S+/.exec(m.message.text)?.[0] ?? ''));
    expect(
      links.map((l) => [l.pathname, ...['category', 'date', 'time'].map((k) => l.searchParams.get(k))]),
    ).toEqual([
      ['/booking', 'manicure', day(10), '10:00'],
      ['/booking', 'manicure', day(10), '09:00'],
    ]);
    const offered = async (uid: string) =>
      (
        await db()
          .doc(`waitlist_entries/${uid}_${day(10)}`)
          .get()
      ).get('offered_start');
    expect((await offered('zz-ana')).toDate()).toEqual(new Date('2026-06-10T14:00:00Z'));
    expect(await offered('yy-bea')).toBeUndefined();
  });

  it('pages through a long list and tells only clients with a confirmed address', async () => {
    await seedStudio();
    const count = waitlistPageSize + 30;
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < count; i++) {
      const uid = `c${String(i).padStart(3, '0')}`;
      // Every third sign-up has not verified the e-mail she gave (it may be anyone's).
      writes.push(
        seedClient(uid, { email: `${uid}@example.com`, emailVerified: i % 3 !== 0, confirmedPhones: [] }),
        db()
          .doc(`waitlist_entries/${uid}_${day(10)}`)
          .set({
            client_id: uid,
            date: day(10),
            category: 'manicure',
            earliest_time: '10:00',
            latest_time: '13:00',
            created_at: new Date(now.getTime() + i),
          }),
      );
    }
    await Promise.all(writes);
    const freedStart = new Date('2026-06-10T14:00:00Z');
    const told = await notifyWaitlist(
      db(),
      {
        bookingId: 'b-long',
        interval: { start: freedStart, end: new Date(freedStart.getTime() + 3_600_000) },
        timeZone: 'America/New_York',
        siteUrl: 'https://studio.test',
        accounts: lookup,
      },
      now,
    );
    const expected = Array.from({ length: count }, (_, i) => i).filter((i) => i % 3 !== 0);
    expect(told).toEqual(expected.map((i) => `c${String(i).padStart(3, '0')}_${day(10)}`));
    expect((await db().collection('mail').get()).size).toBe(expected.length);
    expect((await db().collection('messages').get()).size).toBe(0);
    // Her dashboard's Book opens the offered start.
    const offered = await db()
      .doc(`waitlist_entries/c001_${day(10)}`)
      .get();
    expect(offered.get('offered_start').toDate()).toEqual(freedStart);
    expect(
      (
        await db()
          .doc(`waitlist_entries/c000_${day(10)}`)
          .get()
      ).get('offered_start'),
    ).toBeUndefined();
  }, 120_000);

  it('sends one client at most messages_max_per_client_per_day in a studio day, racing or not', async () => {
    await seedStudio({ messages_max_per_client_per_day: 2 });
    await seedClient('ana', verified('ana@example.com'));
    const event = { kind: 'booking_confirmed', serviceName: 'Gel Manicure', startsAt: now } as const;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        queueClientMessage(db(), 'ana', event, { id: `m${i}`, now, accounts: lookup }).catch(() => null),
      ),
    );
    expect(answers.filter((a) => a?.status === 'queued')).toHaveLength(2);
    expect((await db().collection('mail').get()).size).toBe(2);
    // The next studio day (after midnight in New York) she may hear again.
    const tomorrow = new Date('2026-06-02T04:30:00Z');
    expect(
      await queueClientMessage(db(), 'ana', event, { id: 'm-next', now: tomorrow, accounts: lookup }),
    ).toEqual({ status: 'queued', collection: 'mail', id: 'm-next' });
  });
});
