import type { BookingStatus } from '../enums/statuses.ts';

/** The booking fields the statistics read. */
export interface BookingForStatistics {
  status: BookingStatus;
  total_price: number;
  scheduled_at: Date;
  service_name: string | null;
}

export interface ClientStatistics {
  /** Sum of completed bookings' prices. */
  totalSpent: number;
  /** totalSpent over the completed bookings; 0 without any. */
  averageBookingValue: number;
  completedCount: number;
  /** (cancelled + no_show) over all bookings, as a percentage 0–100, to one decimal. */
  cancellationRate: number;
  /** Mean days between consecutive completed visits, rounded; null with fewer than two. */
  averageDaysBetweenVisits: number | null;
  /** The most frequently booked service name (ties: the one booked most recently); null when none. */
  favoriteService: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;
const cents = (amount: number) => Math.round(amount * 100) / 100;
const money = (amount: number) => (Number.isFinite(amount) ? amount : 0);

function averageDaysBetween(dates: Date[]): number | null {
  if (dates.length < 2) return null;
  const sorted = [...dates].sort((a, b) => a.getTime() - b.getTime());
  const first = sorted[0] as Date;
  const last = sorted[sorted.length - 1] as Date;
  // The mean of consecutive gaps equals the whole span over the number of gaps. Elapsed time,
  // not calendar days, so the answer does not depend on the machine's time zone.
  return Math.round((last.getTime() - first.getTime()) / dayMs / (sorted.length - 1));
}

function favoriteService(bookings: readonly BookingForStatistics[]): string | null {
  const tally = new Map<string, { count: number; latest: number }>();
  for (const booking of bookings) {
    const name = booking.service_name?.trim();
    if (!name) continue;
    const entry = tally.get(name) ?? { count: 0, latest: Number.NEGATIVE_INFINITY };
    tally.set(name, {
      count: entry.count + 1,
      latest: Math.max(entry.latest, booking.scheduled_at.getTime()),
    });
  }
  let best: { name: string; count: number; latest: number } | null = null;
  for (const [name, { count, latest }] of tally) {
    if (!best || count > best.count || (count === best.count && latest > best.latest))
      best = { name, count, latest };
  }
  return best?.name ?? null;
}

/** The client detail's statistics block (spec §9). */
export function clientStatistics(bookings: readonly BookingForStatistics[]): ClientStatistics {
  const completed = bookings.filter((b) => b.status === 'completed');
  const missed = bookings.filter((b) => b.status === 'cancelled' || b.status === 'no_show').length;
  const totalSpent = cents(completed.reduce((sum, b) => sum + money(b.total_price), 0));
  return {
    totalSpent,
    averageBookingValue: completed.length > 0 ? cents(totalSpent / completed.length) : 0,
    completedCount: completed.length,
    cancellationRate: bookings.length > 0 ? Math.round((missed / bookings.length) * 1000) / 10 : 0,
    averageDaysBetweenVisits: averageDaysBetween(completed.map((b) => b.scheduled_at)),
    favoriteService: favoriteService(bookings),
  };
}
