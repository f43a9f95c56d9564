import { describe, expect, it } from 'vitest';
import { blockedDatesRef, publishBlockedDates } from '../../src/availability/publish-blocked-dates.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('blocked-dates');
const now = new Date('2026-06-15T14:00:00Z');

const slot = (start: string, end: string, reason: string | null) => ({
  start_datetime: new Date(start),
  end_datetime: new Date(end),
  reason,
});

async function seed() {
  await db()
    .doc('blocked_time_slots/training')
    .set(slot('2026-06-24T13:00:00Z', '2026-06-24T23:00:00Z', 'Staff training'));
  await db()
    .doc('blocked_time_slots/dentist')
    .set(slot('2026-06-18T18:00:00Z', '2026-06-18T21:00:00Z', 'Dentist (private)'));
  await db()
    .doc('blocked_time_slots/past')
    .set(slot('2026-06-01T13:00:00Z', '2026-06-01T17:00:00Z', 'Plumbing'));
}

async function published() {
  const data = (await blockedDatesRef(db()).get()).data();
  return {
    keys: Object.keys(data ?? {}).sort(),
    slots: (data?.slots ?? []).map((s: Record<string, { toDate(): Date }>) => ({
      keys: Object.keys(s).sort(),
      start: s.start_datetime?.toDate().toISOString(),
      end: s.end_datetime?.toDate().toISOString(),
    })),
  };
}

describe('publishBlockedDates against the Firestore emulator', () => {
  it('publishes the upcoming slots, earliest first, without their reasons', async () => {
    await seed();
    expect(await publishBlockedDates(db(), now)).toBe(2);
    const doc = await published();
    expect(doc.keys).toEqual(['slots', 'updated_at']);
    expect(doc.slots).toEqual([
      {
        keys: ['end_datetime', 'start_datetime'],
        start: '2026-06-18T18:00:00.000Z',
        end: '2026-06-18T21:00:00.000Z',
      },
      {
        keys: ['end_datetime', 'start_datetime'],
        start: '2026-06-24T13:00:00.000Z',
        end: '2026-06-24T23:00:00.000Z',
      },
    ]);
    expect(JSON.stringify((await blockedDatesRef(db()).get()).data())).not.toContain('Dentist');
  });

  it('follows the slots (recomputed from source): a removed slot disappears, however often it runs', async () => {
    await seed();
    await publishBlockedDates(db(), now);
    await db().doc('blocked_time_slots/dentist').delete();
    await Promise.all(Array.from({ length: 4 }, () => publishBlockedDates(db(), now)));
    expect((await published()).slots.map((s: { start: string }) => s.start)).toEqual([
      '2026-06-24T13:00:00.000Z',
    ]);
  });

  it('leaves out a malformed slot instead of failing, and publishes an empty list when none is left', async () => {
    await db()
      .doc('blocked_time_slots/bad')
      .set({ start_datetime: 'tomorrow', end_datetime: new Date('2027-01-01') });
    expect(await publishBlockedDates(db(), now)).toBe(0);
    expect((await published()).slots).toEqual([]);
  });
});
