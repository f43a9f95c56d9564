import { describe, expect, it } from 'vitest';
import { datesOf } from './periods.ts';
import { buildReport } from './report.ts';
import { reportDayOf } from './report-day.ts';
import { fixtureBookings, fixtureInput } from './report-fixture.ts';

const zone = 'America/New_York';
const march = fixtureInput();
const days = datesOf(march.period).map((date) => reportDayOf(date, fixtureBookings, zone, 'ava'));

describe('the day rollup', () => {
  it("adds up, day by day, to the hand-checked report's revenue and statuses, across the clock change", () => {
    const report = buildReport(march);
    expect(
      days.map((d) => ({ date: d.date, cents: d.completed.revenueCents })).filter((d) => d.cents > 0),
    ).toEqual(
      report.revenue.byDay
        .filter((row) => row.cents > 0)
        .map((row) => ({ date: row.date, cents: row.cents })),
    );
    expect(days.reduce((sum, d) => sum + d.completed.revenueCents, 0)).toBe(report.revenue.totalCents);
    expect(days.reduce((sum, d) => sum + d.completed.count, 0)).toBe(report.revenue.visits);
    const byMember = new Map<string, number>();
    for (const d of days)
      for (const [id, f] of Object.entries(d.byMember))
        byMember.set(id, (byMember.get(id) ?? 0) + f.revenueCents);
    for (const member of report.revenue.byMember)
      expect(byMember.get(member.staffId) ?? 0, member.staffId).toBe(member.cents);
  });

  it('is the same whatever order the bookings come in, and forgets a deleted one', () => {
    const reversed = [...fixtureBookings].reverse();
    for (const day of days) expect(reportDayOf(day.date, reversed, zone, 'ava')).toEqual(day);
    const busiest = [...days].sort((a, b) => b.completed.count - a.completed.count)[0];
    if (!busiest) throw new Error('the fixture has no completed visit');
    const one = fixtureBookings.find(
      (b) => b.status === 'completed' && reportDayOf(busiest.date, [b], zone, 'ava').completed.count === 1,
    );
    if (!one) throw new Error('no completed visit on the busiest day');
    const without = reportDayOf(
      busiest.date,
      fixtureBookings.filter((b) => b !== one),
      zone,
      'ava',
    );
    expect(without.completed.count).toBe(busiest.completed.count - 1);
  });
});
