import { describe, expect, it } from 'vitest';
import { type BookingForStatistics, clientStatistics } from './statistics.ts';

const booking = (
  status: BookingForStatistics['status'],
  total_price: number,
  day: string,
  service_name: string | null = 'Gel Manicure',
): BookingForStatistics => ({
  status,
  total_price,
  scheduled_at: new Date(`${day}T15:00:00Z`),
  service_name,
});

describe('clientStatistics', () => {
  it('is all zeros and nulls without bookings', () => {
    expect(clientStatistics([])).toEqual({
      totalSpent: 0,
      averageBookingValue: 0,
      completedCount: 0,
      cancellationRate: 0,
      averageDaysBetweenVisits: null,
      favoriteService: null,
    });
  });

  it('counts only completed bookings as spent', () => {
    const stats = clientStatistics([
      booking('completed', 45, '2026-01-01'),
      booking('completed', 60.5, '2026-01-15'),
      booking('scheduled', 100, '2026-03-01'),
      booking('cancelled', 80, '2026-02-01'),
    ]);
    expect(stats.totalSpent).toBe(105.5);
    expect(stats.averageBookingValue).toBe(52.75);
    expect(stats.completedCount).toBe(2);
  });

  it('rates cancelled plus no-show over all bookings, as a percentage', () => {
    const stats = clientStatistics([
      booking('completed', 45, '2026-01-01'),
      booking('cancelled', 45, '2026-01-02'),
      booking('no_show', 45, '2026-01-03'),
    ]);
    expect(stats.cancellationRate).toBe(66.7);
  });

  it('averages the days between completed visits, rounded, in any input order', () => {
    const stats = clientStatistics([
      booking('completed', 45, '2026-02-01'),
      booking('completed', 45, '2026-01-01'),
      booking('completed', 45, '2026-01-15'),
      booking('no_show', 45, '2026-01-05'),
    ]);
    // gaps 14 and 17 days → 15.5 → 16
    expect(stats.averageDaysBetweenVisits).toBe(16);
    expect(clientStatistics([booking('completed', 45, '2026-01-01')]).averageDaysBetweenVisits).toBeNull();
  });

  it('picks the most frequent service, the most recent on a tie, ignoring blank names', () => {
    expect(
      clientStatistics([
        booking('completed', 1, '2026-01-01', 'Pedicure'),
        booking('completed', 1, '2026-01-02', 'Gel Manicure'),
        booking('cancelled', 1, '2026-01-03', 'Gel Manicure'),
        booking('completed', 1, '2026-01-04', '  '),
        booking('completed', 1, '2026-01-05', null),
      ]).favoriteService,
    ).toBe('Gel Manicure');
    expect(
      clientStatistics([
        booking('completed', 1, '2026-01-01', 'A'),
        booking('completed', 1, '2026-01-09', 'Ñandú ✨'),
      ]).favoriteService,
    ).toBe('Ñandú ✨');
  });

  it('treats a NaN price as 0 and copes with huge sums', () => {
    const stats = clientStatistics([
      booking('completed', Number.NaN, '2026-01-01'),
      booking('completed', 1e12, '2026-01-02'),
    ]);
    expect(stats.totalSpent).toBe(1e12);
    expect(stats.averageBookingValue).toBe(5e11);
  });
});
