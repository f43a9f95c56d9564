// The day rollup (report_days/{date}): one studio day, hand-checked across both clock changes, and
// the same document however the events that made it came (replayed, reordered, deleted, moved).
// Every figure built from the days is checked on the March fixture in reports.test.ts.
import { describe, expect, it } from 'vitest';
import { isLateNotice } from './appointments.ts';
import { datesOf } from './periods.ts';
import { buildReport } from './report.ts';
import {
  isEmptyReportDay,
  type ReportDay,
  reportDayOf,
  reportDaySchema,
  reportDaysOf,
} from './report-day.ts';
import { fixtureBookings, fixtureInput, fixtureOrders } from './report-fixture.ts';
import type { ReportBooking } from './report-input.ts';

const zone = 'America/New_York';
const at = (iso: string) => new Date(iso);
const minutes = 60_000;

const dayOf = (date: string, bookings: readonly ReportBooking[], unreadableBookings = 0): ReportDay =>
  reportDayOf(date, { bookings, unreadableBookings, orders: fixtureOrders }, zone);

const byId = (id: string): ReportBooking => {
  const booking = fixtureBookings.find((b) => b.id === id);
  if (!booking) throw new Error(`no fixture booking ${id}`);
  return booking;
};

describe('a studio day across a clock change', () => {
  it('8 March (23 hours): both visits, the one the clock jumps inside included', () => {
    // b04: 01:30 EST (06:30Z) for 60 minutes ends 03:30 EDT; b05: 03:30 EDT (07:30Z).
    const day = dayOf('2026-03-08', fixtureBookings);
    expect(day.statuses).toMatchObject({ completed: 2, scheduled: 0, unknown: 0 });
    expect(day.services).toEqual([
      { service_id: 'gel', name: 'Gel Manicure', visits: 1, cents: 4_500 },
      { service_id: 'pedi', name: 'Pedicure', visits: 1, cents: 6_000 },
    ]);
    const b04 = Date.parse('2026-03-08T06:30:00Z');
    const b05 = Date.parse('2026-03-08T07:30:00Z');
    expect(day.members).toEqual([
      {
        staff_id: null,
        visits: 2,
        cents: 10_500,
        booked: [
          { start_ms: b04, end_ms: b04 + 60 * minutes },
          { start_ms: b05, end_ms: b05 + 60 * minutes },
        ],
      },
    ]);
    expect(day.clients.map((c) => [c.client_id, c.first_visit_ms])).toEqual([
      ['c1', b04],
      ['c4', b05],
    ]);
    expect(reportDaySchema.parse(day)).toEqual(day);
  });

  it('1 November (25 hours): both 01:30s are that day, 23:30 the night before is not', () => {
    const visit = (id: string, iso: string): ReportBooking => ({ ...byId('b01'), id, scheduled_at: at(iso) });
    const bookings = [
      visit('first-0130', '2026-11-01T05:30:00Z'), // 01:30 EDT
      visit('second-0130', '2026-11-01T06:30:00Z'), // 01:30 EST, an hour later
      visit('eve', '2026-11-01T03:30:00Z'), // 23:30 EDT on 31 October
      visit('late', '2026-11-02T04:30:00Z'), // 23:30 EST on 1 November: 2 November in UTC
    ];
    const days = reportDaysOf({ bookings, orders: [], unreadableStarts: [] }, zone);
    expect(days.map((d) => [d.date, d.statuses.completed])).toEqual([
      ['2026-10-31', 1],
      ['2026-11-01', 3],
    ]);
  });

  it('counts a document that does not read under unknown, beside the rest of the day', () => {
    const day = dayOf('2026-03-23', fixtureBookings, 2);
    expect(day.statuses.unknown).toBe(2);
    expect(day.statuses.completed).toBe(1); // Bea's b18
  });
});

describe('the same document however the events came', () => {
  const march = datesOf({ from: '2026-03-01', to: '2026-03-31' });
  const days = march.map((date) => dayOf(date, fixtureBookings));

  it('whatever order the bookings are read in, and when derived again (a replayed event)', () => {
    const reversed = [...fixtureBookings].reverse();
    const shuffled = [...fixtureBookings].sort((a, b) => a.client_id.localeCompare(b.client_id));
    for (const day of days) {
      expect(dayOf(day.date, reversed)).toEqual(day);
      expect(dayOf(day.date, shuffled)).toEqual(day);
    }
  });

  it('forgets a deleted booking: the day is what it would be had it never been', () => {
    const without = fixtureBookings.filter((b) => b.id !== 'b02');
    const day = dayOf('2026-03-02', without);
    expect(day.statuses.completed).toBe(2);
    expect(day.services.find((s) => s.service_id === 'pedi')).toBeUndefined();
    expect(day.clients.map((c) => c.client_id)).not.toContain('c2');
    expect(dayOf('2026-03-02', fixtureBookings).statuses.completed).toBe(3);
  });

  it('a moved booking leaves its old day and joins its new one; other days do not change', () => {
    // b09 (Pedicure, 16 March 14:00 EDT) moved to 17 March 15:00 EDT.
    const moved = fixtureBookings.map((b) =>
      b.id === 'b09' ? { ...b, scheduled_at: at('2026-03-17T19:00:00Z') } : b,
    );
    const before16 = dayOf('2026-03-16', fixtureBookings);
    const after16 = dayOf('2026-03-16', moved);
    const after17 = dayOf('2026-03-17', moved);
    expect(after16.statuses.completed).toBe(before16.statuses.completed - 1);
    expect(after16).toEqual(
      dayOf(
        '2026-03-16',
        fixtureBookings.filter((b) => b.id !== 'b09'),
      ),
    );
    expect(after17.services.find((s) => s.service_id === 'pedi')).toEqual({
      service_id: 'pedi',
      name: 'Pedicure',
      visits: 1,
      cents: 6_000,
    });
    for (const date of march.filter((d) => d !== '2026-03-16' && d !== '2026-03-17'))
      expect(dayOf(date, moved)).toEqual(dayOf(date, fixtureBookings));
  });

  it('a day left with nothing is empty (its document is deleted)', () => {
    expect(
      isEmptyReportDay(reportDayOf('2026-03-02', { bookings: [], unreadableBookings: 0, orders: [] }, zone)),
    ).toBe(true);
    expect(isEmptyReportDay(dayOf('2026-03-01', fixtureBookings))).toBe(true); // 28 Feb 23:30 EST is not 1 March
    expect(isEmptyReportDay(dayOf('2026-03-05', fixtureBookings))).toBe(false); // o1, a shop order
  });
});

describe('what a day keeps for the settings applied later', () => {
  it("keeps each cancellation's notice, so the window is the one set when the report is built", () => {
    // b24 cancelled 14 hours before, b25 a week before.
    const notices = [dayOf('2026-03-16', fixtureBookings), dayOf('2026-03-17', fixtureBookings)].flatMap(
      (d) => d.cancellations.map((c) => c.notice_ms),
    );
    expect(notices).toEqual([14 * 3_600_000, 7 * 24 * 3_600_000]);
    expect(notices.map((n) => isLateNotice(n, 24))).toEqual([true, false]);
    expect(notices.map((n) => isLateNotice(n, 200))).toEqual([true, true]);
    expect(isLateNotice(null, 24)).toBe(false);
    const report = buildReport(fixtureInput({ cancellationWindowHours: 200 }));
    expect(report.attendance.lateCancellations).toBe(3); // b27's notice was a month
  });
});
