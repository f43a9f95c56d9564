// Utilisation per member (issue 33): booked minutes over open minutes, day by day. Open time is
// her hours that date less her time off and the studio's blocked time (the availability module's
// member day, as they are when the report is built); booked time is the day rollup's spans of her
// visits that hold their time (cancelled ones do not), counted only inside that open time,
// clean-up buffers left out.
import {
  type MemberDay,
  memberDay,
  type SchedulingMember,
  type TimeSpan,
} from '../availability/free-time.ts';
import { datesOf } from './periods.ts';
import type { ReportDay } from './report-day.ts';
import type { ReportInput } from './report-input.ts';
import { shareOf } from './report-input.ts';
import { dayMemberId, memberName } from './revenue.ts';

export interface MemberUtilisation {
  staffId: string;
  name: string;
  bookedMinutes: number;
  openMinutes: number;
  rate: number | null;
}

const minuteMs = 60_000;

/** `spans` less every part covered by `cuts`. */
export function subtractSpans(spans: readonly TimeSpan[], cuts: readonly TimeSpan[]): TimeSpan[] {
  let left = [...spans];
  for (const cut of cuts) {
    left = left.flatMap((span) => {
      if (cut.end <= span.start || cut.start >= span.end) return [span];
      const parts: TimeSpan[] = [];
      if (cut.start > span.start) parts.push({ start: span.start, end: cut.start });
      if (cut.end < span.end) parts.push({ start: cut.end, end: span.end });
      return parts;
    });
  }
  return left;
}

const minutesOf = (spans: readonly TimeSpan[]) =>
  spans.reduce((sum, s) => sum + (s.end.getTime() - s.start.getTime()) / minuteMs, 0);

function overlapMinutes(span: TimeSpan, open: readonly TimeSpan[]): number {
  return open.reduce((sum, o) => {
    const start = Math.max(span.start.getTime(), o.start.getTime());
    const end = Math.min(span.end.getTime(), o.end.getTime());
    return sum + Math.max(0, end - start) / minuteMs;
  }, 0);
}

function dayMinutes(day: MemberDay, booked: readonly TimeSpan[]): { open: number; booked: number } {
  const open = subtractSpans(day.hours, day.busy);
  return { open: minutesOf(open), booked: booked.reduce((sum, span) => sum + overlapMinutes(span, open), 0) };
}

/** Each member's booked spans on each date, from the day rollups (keyed `date|uid`). */
function bookedSpans(input: ReportInput, days: readonly ReportDay[]): Map<string, TimeSpan[]> {
  const spans = new Map<string, TimeSpan[]>();
  for (const day of days)
    for (const member of day.members) {
      const key = `${day.date}|${dayMemberId(member, input.ownerUid)}`;
      const mine = member.booked.map((b) => ({ start: new Date(b.start_ms), end: new Date(b.end_ms) }));
      spans.set(key, [...(spans.get(key) ?? []), ...mine]);
    }
  return spans;
}

/** The team the report measures: the stored one, or the owner alone on the studio's hours. */
export function reportTeam(input: Pick<ReportInput, 'staff' | 'ownerUid'>): readonly SchedulingMember[] {
  return input.staff.length > 0
    ? input.staff
    : [{ uid: input.ownerUid, bookable: true, display_name: 'Owner' }];
}

export function utilisationFigures(input: ReportInput, inPeriod: readonly ReportDay[]): MemberUtilisation[] {
  const team = reportTeam(input);
  const booked = bookedSpans(input, inPeriod);
  const totals = new Map(team.map((m) => [m.uid, { open: 0, booked: 0 }]));
  for (const date of datesOf(input.period)) {
    // No bookings here: her open time is her hours less her time off and the studio's blocked time;
    // the day rollup's spans are the booked time.
    const day = {
      date,
      timeZone: input.timeZone,
      now: new Date(0),
      ownerUid: input.ownerUid,
      staff: team,
      studioHours: input.studioHours,
      blockedSlots: input.blockedSlots,
      bookings: [],
    };
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const member of team) {
      // No hours that weekday: nothing open, so nothing booked counts (and memberDay's zone
      // arithmetic, the slow part of a three-year report, is skipped).
      const windows = member.weekly_hours ?? input.studioHours;
      if (!windows.some((w) => w.is_active && w.day_of_week === weekday)) continue;
      const minutes = dayMinutes(memberDay(day, member.uid), booked.get(`${date}|${member.uid}`) ?? []);
      const total = totals.get(member.uid) ?? { open: 0, booked: 0 };
      totals.set(member.uid, { open: total.open + minutes.open, booked: total.booked + minutes.booked });
    }
  }
  return team.map((member) => {
    const t = totals.get(member.uid) ?? { open: 0, booked: 0 };
    return {
      staffId: member.uid,
      name: memberName({ staff: team, ownerUid: input.ownerUid }, member.uid),
      bookedMinutes: Math.round(t.booked),
      openMinutes: Math.round(t.open),
      rate: shareOf(t.booked, t.open),
    };
  });
}
