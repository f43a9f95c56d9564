// What the report functions read (issue 33): the period's day rollups (report-day.ts, derived
// from the bookings and orders as the functions decode them), the team and the studio's hours.
// Money is added up in whole cents, so a month of $45.10 visits adds up to what a hand
// computation says.
import type { BlockedSlot, WeeklyWindow } from '../availability/availability.ts';
import type { SchedulingMember } from '../availability/free-time.ts';
import type { TimeZone } from '../enums/settings.ts';
import type { Booking } from '../schemas/bookings.ts';
import type { Order } from '../schemas/orders.ts';
import type { ReportPeriod } from './periods.ts';
import type { ReportDay } from './report-day.ts';

/** A booking as a day rollup reads it (a decoded bookings/{id} with its id). */
export type ReportBooking = Pick<
  Booking,
  | 'client_id'
  | 'service_id'
  | 'service_name'
  | 'scheduled_at'
  | 'end_at'
  | 'duration_minutes'
  | 'total_price'
  | 'deposit_amount'
  | 'status'
  | 'status_changed_by'
  | 'status_changed_at'
> & { id: string; staff_id?: string | null | undefined };

/** A service's name and category (services/{id}.parent_category). */
export interface ReportService {
  id: string;
  name: string;
  category: string | null;
}

export type ReportOrder = Pick<Order, 'status' | 'total_cents' | 'created_at'> & { id: string };

export interface ReportInput {
  period: ReportPeriod;
  timeZone: TimeZone;
  /** Bookings without staff_id are hers. */
  ownerUid: string;
  /**
   * The day rollups (report_days) of the period and of the `rebookWeeks` after it (the rebooking
   * window); a date without one held nothing, and days outside that span are ignored.
   */
  days: readonly ReportDay[];
  /** Clients with a completed visit before the period: the returning ones. */
  returningClientIds: ReadonlySet<string>;
  services: readonly ReportService[];
  /** The team (staff_profiles); the owner alone, on the studio's hours, when none is stored. */
  staff: readonly SchedulingMember[];
  studioHours: readonly WeeklyWindow[];
  blockedSlots: readonly BlockedSlot[];
  /** Setting ecommerce_functionality_enabled: shop figures only while online ordering is on. */
  shopOn: boolean;
  /** Setting reports_rebook_weeks (1 to 52). */
  rebookWeeks: number;
  /** booking_settings.cancellationWindow: a cancellation closer to the start than this is late. */
  cancellationWindowHours: number;
}

/** Dollars as whole cents (stored prices are dollars with at most two decimals). */
export const centsOf = (dollars: number | null | undefined): number =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;

/** A share as a fraction from 0 to 1; null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Adds `amount` under `key`. */
export function addTo<K>(map: Map<K, number>, key: K, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}
