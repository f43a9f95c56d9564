import { describe, expect, it } from 'vitest';
import { changeLoyaltyRuleFor } from '../../src/loyalty/change-loyalty-rule.ts';
import { previewLoyaltyChangeFor } from '../../src/loyalty/loyalty-rules.ts';
import { recomputeAllLoyalty } from '../../src/loyalty/recompute-loyalty.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('loyalty-change');
const changedAt = new Date(Date.UTC(2026, 5, 1));

/** Ana: 270 dollars before the change (Silver at 10 a dollar); Bea: 100 dollars (Standard). */
async function seed() {
  const visit = (client_id: string, total_price: number, month: number) => ({
    client_id,
    service_id: 'gel',
    scheduled_at: new Date(Date.UTC(2026, month, 5, 15)),
    total_price,
    status: 'completed',
  });
  for (const uid of ['ana', 'bea'])
    await db()
      .doc(`profiles/${uid}`)
      .set({ full_name: uid, email: `${uid}@example.com`, created_at: new Date() });
  await db()
    .doc('bookings/a1')
    .set(visit('ana', 150, 0));
  await db()
    .doc('bookings/a2')
    .set(visit('ana', 120, 1));
  await db()
    .doc('bookings/b1')
    .set(visit('bea', 100, 1));
  for (const uid of ['ana', 'bea']) await db().doc(`loyalty_points/${uid}`).set({ user_id: uid, points: 0 });
  await recomputeAllLoyalty(db());
}

/** The owner lowers the rate to 1 point a dollar from now on (at `changedAt`). */
function rateOneFromNowOn() {
  return changeLoyaltyRuleFor(
    db(),
    'owner',
    { key: 'loyalty_points_per_dollar', value: 1, scope: 'from_now_on' },
    changedAt,
  );
}

async function loyaltyOf(uid: string) {
  return (await db().doc(`loyalty_points/${uid}`).get()).data();
}

describe('loyalty changes are explicit', () => {
  it('previews how many clients each choice would move, writing nothing', async () => {
    await seed();
    const rate = { key: 'loyalty_points_per_dollar', value: 1 } as const;
    expect(await previewLoyaltyChangeFor(db(), rate, changedAt)).toEqual({
      clients: 2,
      tierChanges: { past_bookings: 1, from_now_on: 0 },
    });
    const lowered = {
      key: 'loyalty_tier_thresholds',
      value: { silver: 1000, gold: 2000, platinum: 3000 },
    } as const;
    expect(await previewLoyaltyChangeFor(db(), lowered, changedAt)).toEqual({
      clients: 2,
      tierChanges: { past_bookings: 2, from_now_on: 2 },
    });
    expect((await db().doc('settings_public/loyalty_points_per_dollar').get()).exists).toBe(false);
  });

  it('only from now on keeps existing points and records the choice', async () => {
    await seed();
    await rateOneFromNowOn();
    const stored = (await db().doc('settings_public/loyalty_points_per_dollar').get()).data();
    expect(stored).toMatchObject({
      key: 'loyalty_points_per_dollar',
      value: 1,
      scope: 'from_now_on',
      updated_by: 'owner',
    });
    expect(stored?.earlier).toHaveLength(1);
    expect(stored?.earlier[0].value).toBe(10);
    expect(stored?.earlier[0].until.toDate()).toEqual(changedAt);
    await recomputeAllLoyalty(db());
    expect(await loyaltyOf('ana')).toMatchObject({ points: 2700, tier: 'silver' });
    // A later visit earns at the new rate.
    await db()
      .doc('bookings/a3')
      .set({
        client_id: 'ana',
        service_id: 'gel',
        scheduled_at: new Date(Date.UTC(2026, 6, 1)),
        total_price: 100,
        status: 'completed',
      });
    await recomputeAllLoyalty(db());
    expect(await loyaltyOf('ana')).toMatchObject({ points: 2800 });
  });

  it('applied to past bookings re-scores every client and clears what from-now-on kept', async () => {
    await seed();
    await rateOneFromNowOn();
    await changeLoyaltyRuleFor(
      db(),
      'owner',
      { key: 'loyalty_points_per_dollar', value: 1, scope: 'past_bookings' },
      new Date(Date.UTC(2026, 6, 1)),
    );
    const stored = (await db().doc('settings_public/loyalty_points_per_dollar').get()).data();
    expect(stored).toMatchObject({ value: 1, scope: 'past_bookings', earlier: [] });
    await recomputeAllLoyalty(db());
    expect(await loyaltyOf('ana')).toMatchObject({ points: 270, tier: 'standard' });
    expect(await loyaltyOf('bea')).toMatchObject({ points: 100, tier: 'standard' });
  });
});
