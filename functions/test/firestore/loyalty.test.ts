import { describe, expect, it } from 'vitest';
import { recomputeAllLoyalty, recomputeLoyalty } from '../../src/loyalty/recompute-loyalty.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('loyalty');

function booking(status: string, total_price: number, day: number, client_id = 'ana') {
  return {
    client_id,
    service_id: 'gel',
    scheduled_at: new Date(Date.UTC(2026, 2, day, 15)),
    total_price,
    status,
  };
}

async function seed() {
  await db().doc('profiles/ana').set({ full_name: 'Ana', email: 'ana@example.com', created_at: new Date() });
  await db()
    .doc('bookings/b1')
    .set(booking('completed', 45, 1));
  await db()
    .doc('bookings/b2')
    .set(booking('completed', 60.5, 8));
  await db()
    .doc('bookings/b3')
    .set(booking('cancelled', 80, 15));
  await db()
    .doc('bookings/b4')
    .set(booking('completed', 999, 20, 'bea'));
}

async function loyaltyOf(uid: string) {
  return (await db().doc(`loyalty_points/${uid}`).get()).data();
}

describe('recomputeLoyalty against the Firestore emulator', () => {
  it('writes loyalty_points and the profile stats from the client’s bookings only', async () => {
    await seed();
    await recomputeLoyalty(db(), 'ana');
    expect(await loyaltyOf('ana')).toEqual({
      user_id: 'ana',
      points: 1055,
      tier: 'standard',
      lifetime_bookings: 2,
    });
    const profile = (await db().doc('profiles/ana').get()).data();
    expect(profile?.total_bookings).toBe(3);
    expect(profile?.loyalty_points).toBe(1055);
    expect(profile?.loyalty_tier).toBe('standard');
    expect(profile?.last_visit.toDate()).toEqual(new Date(Date.UTC(2026, 2, 8, 15)));
    expect(profile?.full_name).toBe('Ana');
  });

  it('uses the stored points per dollar and tier thresholds', async () => {
    await seed();
    await db()
      .doc('settings_public/loyalty_points_per_dollar')
      .set({ key: 'loyalty_points_per_dollar', value: 100 });
    await db()
      .doc('settings_public/loyalty_tier_thresholds')
      .set({ key: 'loyalty_tier_thresholds', value: { silver: 1000, gold: 5000, platinum: 10000 } });
    await recomputeLoyalty(db(), 'ana');
    expect(await loyaltyOf('ana')).toMatchObject({ points: 10550, tier: 'platinum' });
  });

  it('gives the same result when run again, and many times at once', async () => {
    await seed();
    await recomputeLoyalty(db(), 'ana');
    const first = await loyaltyOf('ana');
    await Promise.all(Array.from({ length: 5 }, () => recomputeLoyalty(db(), 'ana')));
    expect(await loyaltyOf('ana')).toEqual(first);
  });

  it('follows the bookings as they change (recomputed, never incremented)', async () => {
    await seed();
    await recomputeLoyalty(db(), 'ana');
    await db().doc('bookings/b2').update({ status: 'cancelled' });
    await recomputeLoyalty(db(), 'ana');
    expect(await loyaltyOf('ana')).toMatchObject({ points: 450, lifetime_bookings: 1 });
    await db().doc('bookings/b1').delete();
    await recomputeLoyalty(db(), 'ana');
    expect(await loyaltyOf('ana')).toMatchObject({ points: 0, lifetime_bookings: 0 });
    expect((await db().doc('profiles/ana').get()).get('last_visit')).toBeNull();
  });

  it('keeps no loyalty for a client without a profile (no orphan) and makes no stub profile', async () => {
    await seed();
    await recomputeLoyalty(db(), 'bea');
    expect(await loyaltyOf('bea')).toBeUndefined();
    expect((await db().doc('profiles/bea').get()).exists).toBe(false);
  });

  it('removes the loyalty of a client whose profile is gone', async () => {
    await seed();
    await db()
      .doc('profiles/bea')
      .set({ full_name: 'Bea', email: 'bea@example.com', created_at: new Date() });
    await recomputeLoyalty(db(), 'bea');
    expect(await loyaltyOf('bea')).toMatchObject({ points: 9990 });
    await db().doc('profiles/bea').delete();
    await recomputeLoyalty(db(), 'bea');
    expect(await loyaltyOf('bea')).toBeUndefined();
  });

  it('recomputes every client with loyalty after a settings change, page by page', async () => {
    await seed();
    await db()
      .doc('profiles/bea')
      .set({ full_name: 'Bea', email: 'bea@example.com', created_at: new Date() });
    await recomputeLoyalty(db(), 'ana');
    await recomputeLoyalty(db(), 'bea');
    await db()
      .doc('settings_public/loyalty_points_per_dollar')
      .set({ key: 'loyalty_points_per_dollar', value: 20 });
    expect(await recomputeAllLoyalty(db(), 1)).toBe(2);
    expect(await loyaltyOf('ana')).toMatchObject({ points: 2110 });
    expect(await loyaltyOf('bea')).toMatchObject({ points: 19980 });
    expect((await db().doc('profiles/ana').get()).get('loyalty_points')).toBe(2110);
  });
});
