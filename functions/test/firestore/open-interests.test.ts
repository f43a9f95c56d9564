import { describe, expect, it } from 'vitest';
import { countOpenInterests } from '../../src/booking-interests/count-open-interests.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('open-interests');

const interest = (client_id: string, status: string) => ({
  client_id,
  category: 'manicure',
  preferred_date: '2030-01-10',
  preferred_time: '10:00',
  status,
  created_at: new Date('2026-11-01T12:00:00Z'),
});

async function countOf(clientId: string) {
  return (await db().doc(`open_interests/${clientId}`).get()).data();
}

describe('countOpenInterests against the Firestore emulator', () => {
  it('counts only her interests with status new', async () => {
    await db().doc('booking_interests/i1').set(interest('ana', 'new'));
    await db().doc('booking_interests/i2').set(interest('ana', 'new'));
    await db().doc('booking_interests/i3').set(interest('ana', 'contacted'));
    await db().doc('booking_interests/i4').set(interest('bea', 'new'));
    expect(await countOpenInterests(db(), 'ana')).toBe(2);
    expect(await countOf('ana')).toEqual({ count: 2 });
  });

  it('lowers her bumped count when an interest is answered, keeping the last bump’s id', async () => {
    await db().doc('booking_interests/i1').set(interest('ana', 'new'));
    await db().doc('booking_interests/i2').set(interest('ana', 'contacted'));
    await db().doc('open_interests/ana').set({ count: 2, last_interest_id: 'i2' });
    expect(await countOpenInterests(db(), 'ana')).toBe(1);
    expect(await countOf('ana')).toEqual({ count: 1, last_interest_id: 'i2' });
  });

  it('stores zero for a client whose interests are all answered or deleted', async () => {
    await db().doc('open_interests/ana').set({ count: 3, last_interest_id: 'gone' });
    expect(await countOpenInterests(db(), 'ana')).toBe(0);
    expect((await countOf('ana'))?.count).toBe(0);
  });

  it('writes nothing when the count is already right (no needless event)', async () => {
    await db().doc('booking_interests/i1').set(interest('ana', 'new'));
    await countOpenInterests(db(), 'ana');
    const before = (await db().doc('open_interests/ana').get()).updateTime?.toMillis();
    await countOpenInterests(db(), 'ana');
    expect((await db().doc('open_interests/ana').get()).updateTime?.toMillis()).toBe(before);
  });
});
