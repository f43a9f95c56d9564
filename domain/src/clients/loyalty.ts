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

/** A loyalty rule's earlier value, which still governs visits before `until`. */
export interface EarlierLoyaltyRule<T> {
  value: T;
  until: Date;
}

/**
 * What "only from now on" changes kept (settings documents' `earlier`): the rates earlier visits
 * earned at, and the thresholds of tiers clients had already reached. Empty after a change applied
 * to past bookings, which re-scores everything with the current settings.
 */
export interface LoyaltyHistory {
  points_per_dollar: readonly EarlierLoyaltyRule<number>[];
  tier_thresholds: readonly EarlierLoyaltyRule<LoyaltyTierThresholds>[];
}

export const noLoyaltyHistory: LoyaltyHistory = { points_per_dollar: [], tier_thresholds: [] };

const tierRank: Record<LoyaltyTier, number> = { standard: 0, silver: 1, gold: 2, platinum: 3 };

function priceOf(booking: BookingForLoyalty): number {
  return Number.isFinite(booking.total_price) ? booking.total_price : 0;
}

/**
 * Points earned by completed visits, each at the rate in force on its day: the earlier rates
 * (ordered by `until`) for visits before their end, the current rate after the last one.
 */
function earnedPoints(
  completed: readonly BookingForLoyalty[],
  rate: number,
  earlierRates: readonly EarlierLoyaltyRule<number>[],
): number {
  const periods = [...earlierRates].sort((a, b) => a.until.getTime() - b.until.getTime());
  const spend = new Array<number>(periods.length + 1).fill(0);
  for (const booking of completed) {
    const found = periods.findIndex((period) => booking.scheduled_at < period.until);
    const index = found === -1 ? periods.length : found;
    spend[index] = (spend[index] ?? 0) + priceOf(booking);
  }
  return spend.reduce(
    (sum, dollars, index) => sum + loyaltyPointsFor(dollars, periods[index]?.value ?? rate),
    0,
  );
}

/**
 * The tier: from the points earned with the current thresholds, but never below a tier the client
 * had reached (with the visits before then) when earlier thresholds were replaced from now on.
 */
function tierOf(
  completed: readonly BookingForLoyalty[],
  earned: number,
  settings: LoyaltySettings,
  history: LoyaltyHistory,
): LoyaltyTier {
  let tier = loyaltyTierFor(earned, settings.loyalty_tier_thresholds);
  for (const earlier of history.tier_thresholds) {
    const before = completed.filter((b) => b.scheduled_at < earlier.until);
    const then = earnedPoints(before, settings.loyalty_points_per_dollar, history.points_per_dollar);
    const kept = loyaltyTierFor(then, earlier.value);
    if (tierRank[kept] > tierRank[tier]) tier = kept;
  }
  return tier;
}

/**
 * Loyalty from a client's bookings: points earned by completed spend less the points redeemed on
 * completed bookings (never below 0); the tier from the points earned, so spending points on a
 * discount never costs a client her tier. The history keeps what "only from now on" promised.
 */
export function deriveLoyalty(
  bookings: readonly BookingForLoyalty[],
  settings: LoyaltySettings,
  history: LoyaltyHistory = noLoyaltyHistory,
): DerivedLoyalty {
  const completed = bookings.filter((b) => b.status === 'completed');
  const earned = earnedPoints(completed, settings.loyalty_points_per_dollar, history.points_per_dollar);
  const redeemed = completed.reduce((total, b) => total + redeemedPoints(b), 0);
  const points = Math.max(0, earned - redeemed);
  const lastVisit = completed.reduce<Date | null>(
    (latest, b) => (latest === null || b.scheduled_at > latest ? b.scheduled_at : latest),
    null,
  );
  return {
    points,
    tier: tierOf(completed, earned, settings, history),
    lifetime_bookings: completed.length,
    total_bookings: bookings.length,
    last_visit: lastVisit,
  };
}

/** Whether a client has enough points to redeem (setting loyalty_redemption_threshold). */
export function canRedeemPoints(points: number, redemptionThreshold: number): boolean {
  return points > 0 && points >= redemptionThreshold;
}

/**
 * The statuses of a booking whose redeemed points are reserved: it has not happened yet, or it
 * waits for the studio's Accept (issue 32), which would let it happen with those points.
 */
export const pointsReservingStatuses: readonly BookingStatus[] = ['pending', 'scheduled', 'confirmed'];

/**
 * The points a client may still redeem: her balance less those reserved on her upcoming bookings.
 * A redemption is deducted from the balance only when its booking completes, so without the
 * reservation the same points could be spent on several upcoming bookings; a cancelled or missed
 * booking reserves nothing, which releases its points.
 */
export function redeemablePoints(
  balance: number,
  bookings: readonly { status: BookingStatus; loyalty_points_redeemed?: number | undefined }[],
): number {
  const reserved = bookings
    .filter((b) => pointsReservingStatuses.includes(b.status))
    .reduce((total, b) => total + Math.max(0, b.loyalty_points_redeemed ?? 0), 0);
  return Math.max(0, balance - reserved);
}
