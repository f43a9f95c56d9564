import type { LoyaltyTier } from '@studio/domain';
import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { collectionRef, type Doc } from '../../../utils/firestore-refs.ts';

/** loyalty_points/{uid}: the client reads her own (rules); the loyalty function writes it. */
export function myLoyaltyRef(db: Firestore, uid: string) {
  return doc(collectionRef(db, 'loyaltyPoints'), uid);
}

export interface LoyaltySummary {
  points: number;
  tier: LoyaltyTier;
  lifetimeBookings: number;
}

/** Until the function first runs there is no document: zero points, tier Standard (spec §2). */
export function loyaltySummary(loyalty: Doc<'loyaltyPoints'> | undefined): LoyaltySummary {
  return {
    points: loyalty?.points ?? 0,
    tier: loyalty?.tier ?? 'standard',
    lifetimeBookings: loyalty?.lifetime_bookings ?? 0,
  };
}

export function useMyLoyalty(uid: string) {
  const db = useFirestore();
  const read = useFirestoreDocData(myLoyaltyRef(db, uid));
  return combinedResult([read], loyaltySummary(read.data));
}
