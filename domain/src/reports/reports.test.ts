// The reports' figures on the hand-computed fixture (report-fixture.ts: March 2026 in New York,
// across the clock change), and the periods on fixed clocks. Every expected number below is
// worked out by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import { studioDateOfInstant } from '../dates/calendar-dates.ts';
import {
  customPeriodProblem,
  periodInstants,
  presetPeriod,
  previousPeriod,
  type ReportPreset,
  reportDateOf,
  reportRequestSchema,
  weekStartOf,
} from './periods.ts';
import { buildReport, figureChange } from './report.ts';
import { fixtureBookings, fixtureInput } from './report-fixture.ts';
import type { ReportBooking } from './report-input.ts';

const ny = 'America/New_York' as const;

describe('report periods, in the studio zone', () => {
  const monday = new Date('2026-04-06T14:00:00Z'); // Monday 6 April, 10:00 EDT
  const saturdayNight = new Date('2026-03-01T03:00:00Z'); // Saturday 28 February, 22:00 EST
  const sunday = new Date('2026-03-08T12:00:00Z'); // Sunday 8 March, the clock-change day
  it.each<[ReportPreset, Date, string, string]>([
    ['this_week', monday, '2026-04-06', '2026-04-06'],
    ['last_week', monday, '2026-03-30', '2026-04-05'],
    ['this_month', monday, '2026-04-01', '2026-04-06'],
    ['last_month', monday, '2026-03-01', '2026-03-31'],
    ['last_30_days', monday, '2026-03-08', '2026-04-06'],
    ['last_90_days', monday, '2026-01-07', '2026-04-06'],
    ['this_year', monday, '2026-01-01', '2026-04-06'],
    // Already 1 March in UTC, still February in New York.
    ['this_month', saturdayNight, '2026-02-01', '2026-02-28'],
    ['last_month', saturdayNight, '2026-01-01', '2026-01-31'],
    ['this_week', saturdayNight, '2026-02-23', '2026-02-28'],
    ['this_week', sunday, '2026-03-02', '2026-03-08'],
  ])('%s at %s is %s to %s', (preset, now, from, to) => {
    expect(presetPeriod(preset, now, ny)).toEqual({ from, to });
  });

  it('compares with the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-03-08', to: '2026-04-06' })).toEqual({
      from: '2026-02-06',
      to: '2026-03-07',
    });
    expect(previousPeriod({ from: '2026-04-06', to: '2026-04-06' })).toEqual({
      from: '2026-04-05',
      to: '2026-04-05',
    });
  });

  it('covers whole studio days: 8 March is 23 hours long, 1 November 25', () => {
    const march = periodInstants({ from: '2026-03-08', to: '2026-03-08' }, ny);
    expect(march.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(march.end.getTime() - march.start.getTime()).toBe(23 * 3_600_000);
    const november = periodInstants({ from: '2026-11-01', to: '2026-11-01' }, ny);
    expect(november.end.getTime() - november.start.getTime()).toBe(25 * 3_600_000);
  });

  it.each([
    [{ from: '2026-03-31', to: '2026-03-01' }, 'The end date is before the start date.'],
    [{ from: '2023-01-01', to: '2026-01-05' }, 'Choose a range of at most 3 years.'],
    [{ from: '', to: '2026-01-05' }, 'Enter a start date.'],
    [{ from: '2026-01-01', to: '2026-02-30' }, 'Enter an end date.'],
    [{ from: '2023-01-01', to: '2025-12-31' }, null],
    [{ from: '2026-03-01', to: '2026-03-01' }, null],
  ])('custom range %o: %s', (period, problem) => {
    expect(customPeriodProblem(period)).toBe(problem);
  });

  it.each([
    '2026-03-08T04:59:59Z', // 23:59:59 EST on 7 March
    '2026-03-08T05:00:00Z', // midnight, the clock-change day
    '2026-03-08T07:30:00Z', // 03:30 EDT, just after the jump
    '2026-11-01T05:30:00Z', // 01:30 EDT, the first of November's two
    '2026-11-01T06:30:00Z', // 01:30 EST, the second
    '2026-04-01T03:30:00Z', // 23:30 EDT on 31 March
  ])('the fast studio date of %s is the calendar module’s', (iso) => {
    expect(reportDateOf(new Date(iso), ny)).toBe(studioDateOfInstant(new Date(iso), ny));
  });

  it('weeks start on Monday, across month and year ends', () => {
    expect(['2026-03-01', '2026-03-02', '2026-03-08', '2027-01-01'].map(weekStartOf)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-02',
      '2026-12-28',
    ]);
  });

  it("getReport's input refuses a bad range in the same words", () => {
    const parsed = reportRequestSchema.safeParse({ from: '2026-03-31', to: '2026-03-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('The end date is before the start date.');
    expect(reportRequestSchema.parse({ from: '2026-03-01', to: '2026-03-31' }).compare).toBe(false);
  });
});

describe('the report of March 2026 (hand-computed fixture)', () => {
  const report = buildReport(fixtureInput());

  it('revenue from completed visits: Ava 13 visits $511.20, Bea 8 visits $330.60', () => {
    expect(report.days).toBe(31);
    expect(report.revenue.totalCents).toBe(84_180);
    expect(report.revenue.visits).toBe(21);
    expect(report.revenue.byMember).toEqual([
      { staffId: 'ava', name: 'Ava', cents: 51_120, visits: 13 },
      { staffId: 'bea', name: 'Bea', cents: 33_060, visits: 8 },
    ]);
    // Gel 10 × 45, pedicure 5 × 60, nail art 3 × 20.50, removal (no category) 3 × 10.10.
    expect(report.revenue.byCategory).toEqual([
      { category: 'Manicure', cents: 45_000, visits: 10 },
      { category: 'Pedicure', cents: 30_000, visits: 5 },
      { category: 'Nail Art', cents: 6_150, visits: 3 },
      { category: 'Uncategorised', cents: 3_030, visits: 3 },
    ]);
  });

  it('revenue by studio day, the clock-change day and the last evening included', () => {
    expect(report.revenue.byDay).toHaveLength(31);
    const day = (date: string) => report.revenue.byDay.find((d) => d.date === date);
    expect(day('2026-03-01')?.cents).toBe(0); // 28 Feb 23:30 EST is not March in the studio
    expect(day('2026-03-02')).toEqual({
      date: '2026-03-02',
      cents: 12_550,
      byCategory: { Manicure: 4_500, Pedicure: 6_000, 'Nail Art': 2_050 },
    });
    expect(day('2026-03-08')?.cents).toBe(10_500);
    expect(day('2026-03-31')?.cents).toBe(5_510); // Bea's 45 + 23:30 EDT removal 10.10
  });

  it('revenue by week, Monday first', () => {
    expect(report.revenue.byWeek.map((w) => [w.date, w.cents])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 32_050],
      ['2026-03-09', 13_560],
      ['2026-03-16', 11_510],
      ['2026-03-23', 15_000],
      ['2026-03-30', 12_060],
    ]);
  });

  it('appointments by status, an unreadable document under unknown', () => {
    expect(Object.fromEntries(report.statuses.map((s) => [s.status, s.count]))).toEqual({
      pending: 0,
      scheduled: 2,
      confirmed: 1,
      completed: 21,
      cancelled_by_studio: 2,
      cancelled_by_client: 2,
      no_show: 3,
      unknown: 1,
    });
  });

  it('no-show rate 3 of 27 expected; late cancellations 2 of 31 (14 and 4 hours before)', () => {
    expect(report.attendance).toMatchObject({
      noShows: 3,
      expected: 27,
      lateCancellations: 2,
      appointments: 31,
    });
    expect(report.attendance.noShowRate).toBeCloseTo(3 / 27, 10);
    expect(report.attendance.lateCancellationRate).toBeCloseTo(2 / 31, 10);
  });

  it('rebooking within 6 weeks: 9 of 14 clients (c6 came back after 7 weeks, c11 cancelled)', () => {
    expect(report.rebooking).toMatchObject({ weeks: 6, clients: 14, rebooked: 9 });
    expect(report.rebooking.rate).toBeCloseTo(9 / 14, 10);
    // With 7 weeks, c6's 4 May visit (49 days on) counts too.
    expect(buildReport(fixtureInput({ rebookWeeks: 7 })).rebooking.rebooked).toBe(10);
  });

  it('new against returning: 19 clients not cancelled, 4 seen before', () => {
    expect(report.clients).toEqual({ newClients: 15, returningClients: 4 });
  });

  it('utilisation: booked minutes inside open time (hours less time off and blocked time)', () => {
    // Ava: 5 Mondays × 480 + 4 Sundays × 240 + 8 March's 180 − 120 blocked − 480 off = 2940;
    // booked 150 + 120 + 90 + 120 + 120 + 180 = 780 (her 23:30 Tuesday visit is outside her hours).
    // Bea: 5 Tuesdays × 360 + 5 Mondays × 360 − 120 blocked = 3480; booked 150 + 120 + 30 + 60 + 60 + 120 = 540.
    expect(report.utilisation).toEqual([
      { staffId: 'ava', name: 'Ava', bookedMinutes: 780, openMinutes: 2_940, rate: 780 / 2_940 },
      { staffId: 'bea', name: 'Bea', bookedMinutes: 540, openMinutes: 3_480, rate: 540 / 3_480 },
    ]);
  });

  it('utilisation of a studio without staff profiles: the owner alone, on the studio hours', () => {
    const alone = buildReport(fixtureInput({ staff: [] }));
    // No time off now: 2940 + 480; Bea's visits count for nobody.
    expect(alone.utilisation).toEqual([
      { staffId: 'ava', name: 'Owner', bookedMinutes: 780, openMinutes: 3_420, rate: 780 / 3_420 },
    ]);
  });

  it('top services by revenue and by visits (ties by name)', () => {
    expect(report.topServices.byRevenue.map((s) => [s.name, s.visits, s.cents])).toEqual([
      ['Gel Manicure', 10, 45_000],
      ['Pedicure', 5, 30_000],
      ['Nail Art', 3, 6_150],
      ['Removal', 3, 3_030],
    ]);
    expect(report.topServices.byCount.map((s) => s.name)).toEqual([
      'Gel Manicure',
      'Pedicure',
      'Nail Art',
      'Removal',
    ]);
  });

  it('keeps ten services at most', () => {
    const first = fixtureBookings[0];
    if (!first) throw new Error('the fixture has no booking');
    const many: ReportBooking[] = Array.from({ length: 12 }, (_, i) => ({
      ...first,
      id: `m${i}`,
      service_id: `s${i}`,
      service_name: `Service ${String(i).padStart(2, '0')}`,
      total_price: i + 1,
    }));
    const top = buildReport(fixtureInput({ bookings: many, services: [] })).topServices;
    expect(top.byRevenue).toHaveLength(10);
    expect(top.byRevenue[0]?.name).toBe('Service 11');
    expect(top.byCount).toHaveLength(10);
  });

  it('deposits as bookings record them: kept on a no-show and a late cancellation, refunded on an early one', () => {
    expect(report.deposits).toEqual({
      bookings: 4,
      collectedCents: 4_700,
      keptCents: 2_000,
      refundedCents: 1_500,
      heldCents: 1_200,
    });
  });

  it('shop orders placed in the period, and the picked-up revenue, only while ordering is on', () => {
    // o4 is February's; o5 (23:00 EDT on 31 March) is 1 April in UTC and still March here.
    expect(report.shop?.byStatus).toEqual([
      { status: 'reserved', count: 1, cents: 1_200 },
      { status: 'ready_for_pickup', count: 0, cents: 0 },
      { status: 'picked_up', count: 2, cents: 5_500 },
      { status: 'cancelled', count: 1, cents: 800 },
    ]);
    expect(report.shop?.orders).toBe(4);
    expect(report.shop?.revenueCents).toBe(5_500);
    expect(buildReport(fixtureInput({ orders: null })).shop).toBeNull();
  });

  it('an empty period has zeros and no rates, never a division by zero', () => {
    const empty = buildReport(fixtureInput({ bookings: [], unreadableBookings: 0, orders: [] }));
    expect(empty.revenue.totalCents).toBe(0);
    expect(empty.attendance.noShowRate).toBeNull();
    expect(empty.rebooking.rate).toBeNull();
    expect(empty.utilisation[0]?.rate).toBe(0);
  });
});

describe('figure changes', () => {
  it.each([
    [120, 100, 20, 20],
    [50, 100, -50, -50],
    [5, 0, 5, null],
    [0, 0, 0, null],
  ])('%d against %d', (current, previous, difference, percent) => {
    expect(figureChange(current, previous)).toEqual({ difference, percent });
  });
});
