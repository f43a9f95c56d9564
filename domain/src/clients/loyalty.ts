import type { LoyaltyTier } from '../enums/clients.ts';
import type { BookingStatus } from '../enums/statuses.ts';

export interface LoyaltyTierThresholds {
  silver: number;
  gold: number;
  platinum: number;
}

/** The loyalty settings the derivation reads (keys as in the settings registry). */
export interface LoyaltySettings {
  loyalty_points_per_dollar: number;
  loyalty_tier_thresholds: LoyaltyTierThresholds;
}

/** Whole points for a completed spend; never negative, 0 for broken input. */
export function loyaltyPointsFor(completedSpend: number, pointsPerDollar: number): number {
  const points = Math.floor(completedSpend * pointsPerDollar + 1e-9);
  return Number.isFinite(points) && points > 0 ? Math.min(points, Number.MAX_SAFE_INTEGER) : 0;
}

/** The highest tier whose threshold the points reach; standard below silver. */
export function loyaltyTierFor(points: number, thresholds: LoyaltyTierThresholds): LoyaltyTier {
  if (!(points >= 0)) return 'standard';
  if (points >= thresholds.platinum) return 'platinum';
  if (points >= thresholds.gold) return 'gold';
  if (points >= thresholds.silver) return 'silver';
  return 'standard';
}

export interface BookingForLoyalty {
  status: BookingStatus;
  total_price: number;
  scheduled_at: Date;
  /** Points spent on the booking's loyalty discount; deducted once it is completed. */
  loyalty_points_redeemed?: number;
}

/** What the loyalty function writes to loyalty_points/{uid} and the profile's derived fields. */
export interface DerivedLoyalty {
  points: number;
  tier: LoyaltyTier;
  /** Completed visits (the client dashboard's Total Visits). */
  lifetime_bookings: number;
  /** Every booking of the client, whatever its status (the Clients list's Bookings column). */
  total_bookings: number;
  /** The latest completed visit, null when none. */
  last_visit: Date | null;
}

function redeemedPoints(booking: BookingForLoyalty): number {
  const points = booking.loyalty_points_redeemed ?? 0;
  return Number.isFinite(points) && points > 0 ? Math.trunc(points) : 0;
}

/**
 * Loyalty from a client's bookings: points earned by completed spend less the points redeemed on
 * completed bookings (never below 0); the tier from the points earned, so spending points on a
 * discount never costs a client her tier.
 */
export function deriveLoyalty(
  bookings: readonly BookingForLoyalty[],
  settings: LoyaltySettings,
): DerivedLoyalty {
  const completed = bookings.filter((b) => b.status === 'completed');
  const spend = completed.reduce((sum, b) => sum + (Number.isFinite(b.total_price) ? b.total_price : 0), 0);
  const earned = loyaltyPointsFor(spend, settings.loyalty_points_per_dollar);
  const redeemed = completed.reduce((total, b) => total + redeemedPoints(b), 0);
  const points = Math.max(0, earned - redeemed);
  const lastVisit = completed.reduce<Date | null>(
    (latest, b) => (latest === null || b.scheduled_at > latest ? b.scheduled_at : latest),
    null,
  );
  return {
    points,
    tier: loyaltyTierFor(earned, settings.loyalty_tier_thresholds),
    lifetime_bookings: completed.length,
    total_bookings: bookings.length,
    last_visit: lastVisit,
  };
}

/** Whether a client has enough points to redeem (setting loyalty_redemption_threshold). */
export function canRedeemPoints(points: number, redemptionThreshold: number): boolean {
  return points > 0 && points >= redemptionThreshold;
}
