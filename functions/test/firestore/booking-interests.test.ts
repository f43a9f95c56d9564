// submitBookingInterest and withdrawBookingInterest against the Firestore emulator (issue 31):
// the domain's bookingInterestProblem decides inside the transaction (its table is
// domain/booking-interests/submission.test.ts); here, what is written, that each refusal writes
// nothing, and that one client's racing submissions stop at her limit.
import { describe, expect, it } from 'vitest';
import { submitBookingInterestFor } from '../../src/booking-interests/submit-booking-interest.ts';
import { withdrawBookingInterestFor } from '../../src/booking-interests/withdraw-booking-interest.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('booking-interests');
// Sunday 22 November 2026, 10:00 in New York; the default advance limit is 60 days.
const now = new Date('2026-11-22T15:00:00Z');
const secondsLater = (seconds: number) => new Date(now.getTime() + seconds * 1000);

const request = (change: Record<string, unknown> = {}) =>
  ({
    category: 'manicure',
    serviceId: null,
    preferredDate: '2026-11-25',
    preferredTime: '10:00',
    clientNotes: null,
    instagramHandle: 'ana.nails',
    ...change,
  }) as never;

const submit = (clientId: string, at: Date, change: Record<string, unknown> = {}) =>
  submitBookingInterestFor(db(), clientId, request(change), at);

const setting = (key: string, value: unknown) => db().doc(`settings_public/${key}`).set({ value });

async function interestsOf(clientId: string) {
  const snap = await db().collection('booking_interests').where('client_id', '==', clientId).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

describe('submitBookingInterest against the Firestore emulator', () => {
  it('creates the interest as the wizard’s document, new and never contacted, and stamps her quota', async () => {
    await db().doc('services/gel').set({ name: 'Gel', is_active: true });
    const { interestId } = await submit('ana', now, { serviceId: 'gel', clientNotes: 'Short please' });
    const stored = (await db().doc(`booking_interests/${interestId}`).get()).data() ?? {};
    expect(stored).toMatchObject({
      client_id: 'ana',
      category: 'manicure',
      service_id: 'gel',
      preferred_date: '2026-11-25',
      preferred_time: '10:00',
      client_notes: 'Short please',
      instagram_handle: 'ana.nails',
      status: 'new',
      contacted_at: null,
      booking_id: null,
    });
    expect(stored.created_at.toDate()).toEqual(now);
    const quota = (await db().doc('client_quotas/ana').get()).data() ?? {};
    expect(quota.interest_submitted_at.toDate()).toEqual(now);
    expect(quota.interest_submissions).toBe(1);
  });

  it('refuses the one past her limit of open interests, counting only her new ones', async () => {
    await setting('booking_interest_min_interval_seconds', 0);
    await setting('booking_max_open_interests', 2);
    await db().doc('booking_interests/old').set({ client_id: 'ana', status: 'contacted' });
    await db().doc('booking_interests/bea').set({ client_id: 'bea', status: 'new' });
    await submit('ana', now);
    await submit('ana', now);
    await expect(submit('ana', now)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/2 booking requests waiting/),
    });
    expect(await interestsOf('ana')).toHaveLength(3);
  });

  it('refuses a second one sooner than the interval after the first, and takes it afterwards', async () => {
    await setting('booking_interest_min_interval_seconds', 30);
    await submit('ana', now);
    await expect(submit('ana', secondsLater(29))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/wait 30 seconds/),
    });
    await submit('ana', secondsLater(30));
    expect(await interestsOf('ana')).toHaveLength(2);
  });

  it('refuses a date before today or beyond the advance limit, and a service off the menu', async () => {
    await db().doc('services/old').set({ name: 'Old', is_active: false });
    for (const change of [
      { preferredDate: '2026-11-21' },
      { preferredDate: '2027-01-22' },
      { serviceId: 'old' },
      { serviceId: 'missing' },
    ])
      await expect(submit('ana', now, change), JSON.stringify(change)).rejects.toMatchObject({
        code: 'failed-precondition',
      });
    expect(await interestsOf('ana')).toHaveLength(0);
    expect((await db().doc('client_quotas/ana').get()).exists).toBe(false);
  });

  it('keeps twenty racing submissions of one client to her limit of three', async () => {
    await setting('booking_interest_min_interval_seconds', 0);
    await setting('booking_max_open_interests', 3);
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => submit('mallory', now)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    const refusals = answers.flatMap((a) => (a.status === 'rejected' ? [codeOf(a.reason)] : []));
    // Refused in words (or, for a few racing ones, given up after their retries): never written.
    expect(refusals).toContain('failed-precondition');
    expect(await interestsOf('mallory')).toHaveLength(3);
  });
});

describe('withdrawBookingInterest against the Firestore emulator', () => {
  const seed = (id: string, clientId: string, status: string) =>
    db().doc(`booking_interests/${id}`).set({ client_id: clientId, status, category: 'manicure' });
  const statusOf = async (id: string) => (await db().doc(`booking_interests/${id}`).get()).get('status');

  it('withdraws her own new interest, changing only its status', async () => {
    await seed('i1', 'ana', 'new');
    expect(await withdrawBookingInterestFor(db(), 'ana', { interestId: 'i1' })).toEqual({
      interestId: 'i1',
      status: 'withdrawn',
    });
    expect((await db().doc('booking_interests/i1').get()).data()).toEqual({
      client_id: 'ana',
      status: 'withdrawn',
      category: 'manicure',
    });
  });

  it('refuses one already answered, another client’s, and one that does not exist', async () => {
    await seed('answered', 'ana', 'contacted');
    await seed('beas', 'bea', 'new');
    await expect(withdrawBookingInterestFor(db(), 'ana', { interestId: 'answered' })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expect(withdrawBookingInterestFor(db(), 'ana', { interestId: 'beas' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(withdrawBookingInterestFor(db(), 'ana', { interestId: 'gone' })).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await statusOf('answered')).toBe('contacted');
    expect(await statusOf('beas')).toBe('new');
  });
});
