// Who does a visit staff book, and may she (issue 31): the createBooking and rescheduleBooking
// callables ask this inside their transaction, with the day's bookings of every member read
// there. The clock is not asked here: the staff's time bounds (the past, the advance limit) are
// bookingTimeProblem's, with their own override; the client lead time is self-booking's
// (isStartFree). Staff may book outside a member's hours (an after-hours visit, its fee quoted)
// or over what is in her way only when they say so; the rest is refused outright.
import { formatStudioTime } from '../dates/format.ts';
import {
  type BusyTime,
  memberDay,
  type SchedulingMember,
  type StudioDay,
  type TimeSpan,
  type VisitService,
  visitLength,
  whatIsInTheWay,
} from './free-time.ts';

/** What staff chose to book past. */
export interface MemberOverrides {
  /** Book over her bookings, her time off or blocked time (recorded as conflict_override). */
  conflict: boolean;
  /** Book outside her weekly hours (recorded as time_override 'outside_hours'). */
  hours: boolean;
}

export type MemberChoice =
  | {
      ok: true;
      staffId: string;
      /** The visit's work, then its last clean-up: what the booking holds. */
      span: TimeSpan;
      bufferMinutes: number;
      /** What was in the way and booked over (empty unless overrides.conflict). */
      conflicts: BusyTime[];
      outsideHours: boolean;
    }
  | {
      ok: false;
      /** invalid-argument: an unknown or unbookable member; the rest are failed-precondition. */
      reason: 'unknown_member' | 'not_bookable' | 'service_not_offered' | 'outside_hours' | 'not_free';
      message: string;
      conflicts: BusyTime[];
    };

type Refusal = Extract<MemberChoice, { ok: false }>;

const refuse = (reason: Refusal['reason'], message: string, conflicts: BusyTime[] = []): Refusal => ({
  ok: false,
  reason,
  message,
  conflicts,
});

function doesVisit(member: SchedulingMember, visit: readonly VisitService[]): VisitService | null {
  const offered = member.service_ids ?? [];
  return visit.find((s) => offered.length > 0 && !offered.includes(s.serviceId)) ?? null;
}

function inHours(day: StudioDay, member: SchedulingMember, start: Date, workMinutes: number): boolean {
  const workEnd = start.getTime() + workMinutes * 60_000;
  return memberDay(day, member.uid).hours.some(
    (h) => h.start.getTime() <= start.getTime() && workEnd <= h.end.getTime(),
  );
}

/** One member's answer for the visit at `start`. */
function judgeMember(
  day: StudioDay,
  member: SchedulingMember,
  visit: readonly VisitService[],
  start: Date,
  overrides: MemberOverrides,
): MemberChoice {
  if (!member.bookable) return refuse('not_bookable', `${member.display_name} does not take bookings.`);
  const missing = doesVisit(member, visit);
  if (missing)
    return refuse(
      'service_not_offered',
      `${member.display_name} does not do ${missing.name ?? 'that service'}.`,
    );
  const length = visitLength(visit);
  const at = formatStudioTime(start, day.timeZone);
  const outsideHours = !inHours(day, member, start, length.workMinutes);
  if (outsideHours && !overrides.hours)
    return refuse(
      'outside_hours',
      `${at} for ${length.workMinutes} minutes is outside ${member.display_name}'s hours.`,
    );
  const span = { start, end: new Date(start.getTime() + length.totalMinutes * 60_000) };
  const conflicts = whatIsInTheWay(day, member.uid, span);
  if (conflicts.length > 0 && !overrides.conflict)
    return refuse(
      'not_free',
      `${member.display_name} is not free at ${at} for ${length.totalMinutes} minutes.`,
      conflicts,
    );
  return {
    ok: true,
    staffId: member.uid,
    span,
    bufferMinutes: length.bufferMinutes,
    conflicts,
    outsideHours,
  };
}

/**
 * The member for a visit at `start`: the one named, or, for "anyone", the first member in the
 * team's order who does every service and is free then (in her hours, nothing in her way). When
 * nobody is, the refusal is the first candidate's, so it names what stands in the way; an
 * override picks the first candidate it lets through.
 */
export function chooseBookingMember(
  day: StudioDay,
  visit: readonly VisitService[],
  start: Date,
  staffId: string | null,
  overrides: MemberOverrides,
): MemberChoice {
  if (staffId !== null) {
    const member = day.staff.find((m) => m.uid === staffId);
    if (!member) return refuse('unknown_member', 'That staff member is not on the team.');
    return judgeMember(day, member, visit, start, overrides);
  }
  const candidates = day.staff.filter((m) => m.bookable && doesVisit(m, visit) === null);
  if (candidates.length === 0)
    return refuse('service_not_offered', `Nobody on the team does ${visit[0]?.name ?? 'that service'}.`);
  const strict = { conflict: false, hours: false };
  const answers = candidates.map((m) => judgeMember(day, m, visit, start, strict));
  const free = answers.find((a) => a.ok);
  if (free) return free;
  const inHoursFirst = answers.find((a) => !a.ok && a.reason === 'not_free');
  if (overrides.conflict || overrides.hours) {
    for (const member of candidates) {
      const answer = judgeMember(day, member, visit, start, overrides);
      if (answer.ok) return answer;
    }
  }
  const first = inHoursFirst ?? answers[0];
  if (!first || first.ok) return refuse('not_free', 'Nobody is free then.');
  if (first.reason === 'not_free')
    return refuse(
      'not_free',
      `Nobody who does ${visit[0]?.name ?? 'that service'} is free at ${formatStudioTime(start, day.timeZone)}. ${first.message}`,
      first.conflicts,
    );
  return refuse(
    'outside_hours',
    `Nobody who does ${visit[0]?.name ?? 'that service'} works at ${formatStudioTime(start, day.timeZone)}.`,
  );
}
