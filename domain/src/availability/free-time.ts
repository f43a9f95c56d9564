// The one answer to "is this time free, and may this member do this?" (issue 31). The studio has
// several chairs: each member has her own hours, services and time off, and a booking only stands
// in the way of the member doing it (its clean-up buffer included). A studio-wide blocked slot
// still closes everyone. Everything here reads one day: the caller passes that day's bookings (and
// the previous evening's, which may run into it), never all bookings, so a day costs
// O(candidate starts × that day's bookings).
import { bookingEnd } from '../bookings/duration.ts';
import { bookingStaffId } from '../bookings/staff-member.ts';
import { holdsSlot } from '../bookings/status.ts';
import {
  addDaysToDate,
  endOfStudioDay,
  minutesOfTime,
  startOfStudioDay,
  studioDateOfInstant,
  studioInstant,
  studioTimeOfInstant,
  timeOfMinutes,
  weekdayOfDate,
} from '../dates/calendar-dates.ts';
import { formatStudioTime } from '../dates/format.ts';
import type { TimeZone } from '../enums/settings.ts';
import type { BookingStatus } from '../enums/statuses.ts';
import type { BlockedSlot, WeeklyWindow } from './availability.ts';

const minuteMs = 60_000;

/** A half-open span of time [start, end): back-to-back visits do not overlap. */
export interface TimeSpan {
  start: Date;
  end: Date;
}

/** The callables' name for a span (booking-slots.ts). */
export type Interval = TimeSpan;

/** A staff member as scheduling sees her (staff_profiles/{uid} with its uid). */
export interface SchedulingMember {
  uid: string;
  bookable: boolean;
  display_name: string;
  /** Absent or empty: she does every service. */
  service_ids?: readonly string[];
  /** Absent: the studio's weekly availability. Empty: no weekly hours. */
  weekly_hours?: readonly WeeklyWindow[];
  time_off?: readonly BlockedSlot[];
}

/** A booking of the day, as stored (staff_id may be missing on older ones: the owner's). */
export interface DayBooking {
  id?: string;
  staff_id?: string | null;
  service_id: string;
  status: BookingStatus;
  scheduled_at: Date;
  end_at?: Date | null;
  duration_minutes?: number | null;
  /** Clean-up after it; absent: the service's buffer_minutes from `serviceBuffers`. */
  buffer_minutes?: number | null;
  /** When the visit really started and finished (issue 34): one in the chair past its end runs long. */
  started_at?: Date | null;
  finished_at?: Date | null;
}

/**
 * A time held for a visitor while she signs in (booking_holds, issue 32): it stands in the
 * member's way like a booking until `expires_at`, and not a moment after, cleaned or not.
 */
export interface DayHold {
  id?: string;
  /** Who holds it: her uid, or the visitor token her browser made. */
  holder: string;
  staff_id: string;
  start: Date;
  /** The end of the visit's time, its clean-up included. */
  end: Date;
  expires_at: Date;
}

/** One service of a visit, in the order it is done. */
export interface VisitService {
  serviceId: string;
  /** For the refusal's words ("Bea does not do Gel Manicure"). */
  name?: string;
  /** Its minutes with the chosen materials and add-ons (bookingDurationMinutes). */
  durationMinutes: number;
  /** The service's buffer_minutes (clean-up after it). */
  bufferMinutes?: number;
}

/** Everything one day's questions read. */
export interface StudioDay {
  /** The studio's calendar date, 'yyyy-MM-dd'. */
  date: string;
  timeZone: TimeZone;
  now: Date;
  /** Bookings without staff_id are hers. */
  ownerUid: string;
  staff: readonly SchedulingMember[];
  /** The studio's weekly availability (availability_blocks). */
  studioHours: readonly WeeklyWindow[];
  /** Studio-wide blocked time: closes every member. */
  blockedSlots: readonly BlockedSlot[];
  /** The bookings touching the day, of every member; cancelled ones are ignored here. */
  bookings: readonly DayBooking[];
  /** buffer_minutes by service id, for bookings that do not carry their own. */
  serviceBuffers?: Readonly<Record<string, number>>;
  /** Starts earlier than now plus this many hours are refused (scheduling_lead_time_hours). */
  leadTimeHours?: number;
  /** Days after the studio's today a visit may be on (booking_settings.maxAdvanceBookingDays); absent: no limit. */
  maxAdvanceDays?: number;
  /** Distance between offered starts; 15 minutes unless said. */
  stepMinutes?: number;
  /** The booking being moved: it does not stand in its own way. */
  exceptBookingId?: string;
  /** Times held for visitors; expired ones (expires_at ≤ now) are ignored. */
  holds?: readonly DayHold[];
  /** The visitor asking: her own hold does not stand in her way (she is replacing or confirming it). */
  exceptHolder?: string;
}

/** Why a start was refused, for the callables' failed-precondition and the forms. */
export type StartRefusalReason =
  | 'unknown_member'
  | 'not_bookable'
  | 'service_not_offered'
  | 'inside_lead_time'
  | 'beyond_advance_limit'
  | 'outside_hours'
  | 'not_free';

/** Something that takes a member's time. */
export interface BusyTime extends TimeSpan {
  kind: 'booking' | 'hold' | 'time_off' | 'blocked_slot';
  /** The booking's id, when it is one. */
  bookingId?: string;
}

export type StartCheck =
  | { free: true }
  | { free: false; reason: StartRefusalReason; message: string; conflicts: BusyTime[] };

/** A member's day: her hours that date, what takes her time, and her own bookings. */
export interface MemberDay {
  staffId: string;
  /** Her opening hours on the date as instants, earliest first; none when she is off. */
  hours: TimeSpan[];
  /** Bookings (buffers included), her time off and the studio's blocked time touching the day. */
  busy: BusyTime[];
  /** Her bookings that hold their time and start that day, earliest first ("My day"). */
  bookings: DayBooking[];
}

/** A visit's time: the work (services and the buffers between them), then the last clean-up. */
export interface VisitLength {
  workMinutes: number;
  bufferMinutes: number;
  totalMinutes: number;
}

const whole = (n: number | null | undefined) =>
  n !== null && n !== undefined && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;

function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * Services done one after another: the buffer after each but the last is part of the visit (the
 * chair is cleaned before the next service); the last one's is blocked after she leaves. The work
 * must end within the member's hours; the clean-up may run past closing.
 */
export function visitLength(visit: readonly VisitService[]): VisitLength {
  let work = 0;
  let buffer = 0;
  for (const service of visit) {
    work += buffer + whole(service.durationMinutes);
    buffer = whole(service.bufferMinutes);
  }
  return { workMinutes: work, bufferMinutes: buffer, totalMinutes: work + buffer };
}

/** A member's weekly windows: her own, or the studio's when she has none set. */
function weeklyHoursOf(member: SchedulingMember, day: StudioDay): readonly WeeklyWindow[] {
  return member.weekly_hours ?? day.studioHours;
}

/** Her opening hours on the date as instants. No weekly hours at all means closed. */
function hoursOn(member: SchedulingMember, day: StudioDay): TimeSpan[] {
  const weekday = weekdayOfDate(day.date);
  return weeklyHoursOf(member, day)
    .filter((w) => w.is_active && w.day_of_week === weekday)
    .sort((a, b) => a.start_time.localeCompare(b.start_time))
    .map((w) => ({
      start: studioInstant(day.date, w.start_time, day.timeZone),
      end: studioInstant(day.date, w.end_time, day.timeZone),
    }));
}

function bookingBuffer(booking: DayBooking, day: TimeTaken): number {
  return whole(booking.buffer_minutes ?? day.serviceBuffers?.[booking.service_id]);
}

/** A booking without an id (the wizard's public booked times) is never the one being moved. */
function isBeingMoved(booking: DayBooking, day: TimeTaken): boolean {
  return day.exceptBookingId !== undefined && booking.id === day.exceptBookingId;
}

/** The member's bookings that hold their time (cancelled ones do not), but the one being moved. */
function bookingsOf(staffId: string, day: TimeTaken): DayBooking[] {
  return day.bookings.filter(
    (b) => holdsSlot(b.status) && !isBeingMoved(b, day) && bookingStaffId(b, day.ownerUid) === staffId,
  );
}

/**
 * Where a booking's time really ends (issue 34): its planned end, or, for a visit started and not
 * finished that runs past it, `now`, so the next booking sees the chair still taken. Without a
 * clock (the callables' conflict check passes none) the planned end.
 */
export function visitEnd(booking: DayBooking, now: Date | undefined): Date {
  const planned = bookingEnd(booking);
  const runningLong =
    now !== undefined && booking.started_at && !booking.finished_at && now.getTime() > planned.getTime();
  return runningLong ? now : planned;
}

/** Whether a hold still keeps its time: until it expires. Without a clock every hold counts. */
export function isHoldLive(hold: Pick<DayHold, 'expires_at'>, now: Date | undefined): boolean {
  return now === undefined || hold.expires_at.getTime() > now.getTime();
}

/** The member's holds still live, but the asking visitor's own. */
function liveHoldsOf(staffId: string, day: TimeTaken): DayHold[] {
  return (day.holds ?? []).filter(
    (h) => h.staff_id === staffId && h.holder !== day.exceptHolder && isHoldLive(h, day.now),
  );
}

function busyOf(staffId: string, member: SchedulingMember | undefined, day: TimeTaken): BusyTime[] {
  const busy: BusyTime[] = bookingsOf(staffId, day).map((b) => ({
    kind: 'booking',
    start: b.scheduled_at,
    end: new Date(visitEnd(b, day.now).getTime() + bookingBuffer(b, day) * minuteMs),
    ...(b.id === undefined ? {} : { bookingId: b.id }),
  }));
  for (const hold of liveHoldsOf(staffId, day)) busy.push({ kind: 'hold', start: hold.start, end: hold.end });
  for (const off of member?.time_off ?? [])
    busy.push({ kind: 'time_off', start: off.start_datetime, end: off.end_datetime });
  for (const slot of day.blockedSlots)
    busy.push({ kind: 'blocked_slot', start: slot.start_datetime, end: slot.end_datetime });
  return busy;
}

/**
 * What judging a span against a member's time reads: no hours, no date; the clock only when given
 * (a visit running long is busy until `now`; a hold counts until it expires).
 */
export type TimeTaken = Pick<
  StudioDay,
  | 'ownerUid'
  | 'staff'
  | 'blockedSlots'
  | 'bookings'
  | 'serviceBuffers'
  | 'exceptBookingId'
  | 'holds'
  | 'exceptHolder'
> & { now?: Date };

/**
 * What stands in a member's way over a span: her bookings (their clean-up included), the live
 * holds on her time, her time off and the studio's blocked time, in that order. The callables' conflict check; isStartFree's
 * "not free" is the same question.
 */
export function whatIsInTheWay(taken: TimeTaken, staffId: string, span: TimeSpan): BusyTime[] {
  const member = taken.staff.find((m) => m.uid === staffId);
  return busyOf(staffId, member, taken).filter((b) => overlaps(span, b));
}

/** A member's day: her hours, what takes her time, her own bookings of the date. */
export function memberDay(day: StudioDay, staffId: string): MemberDay {
  const member = day.staff.find((m) => m.uid === staffId);
  const dayStart = startOfStudioDay(day.date, day.timeZone).getTime();
  const dayEnd = endOfStudioDay(day.date, day.timeZone).getTime();
  const touches = (span: TimeSpan) => span.start.getTime() < dayEnd && span.end.getTime() > dayStart;
  return {
    staffId,
    hours: member ? hoursOn(member, day) : [],
    busy: busyOf(staffId, member, day)
      .filter(touches)
      .sort((a, b) => a.start.getTime() - b.start.getTime()),
    bookings: bookingsOf(staffId, day)
      .filter((b) => b.scheduled_at.getTime() >= dayStart && b.scheduled_at.getTime() < dayEnd)
      .sort((a, b) => a.scheduled_at.getTime() - b.scheduled_at.getTime()),
  };
}

function refuse(reason: StartRefusalReason, message: string, conflicts: BusyTime[] = []): StartCheck {
  return { free: false, reason, message, conflicts };
}

/** The member-level refusals, the same for every start of the day. */
function memberRefusal(
  member: SchedulingMember | undefined,
  visit: readonly VisitService[],
): StartCheck | null {
  if (!member) return refuse('unknown_member', 'That staff member is not on the team.');
  if (!member.bookable) return refuse('not_bookable', `${member.display_name} does not take bookings.`);
  const offered = member.service_ids ?? [];
  const missing = visit.find((s) => offered.length > 0 && !offered.includes(s.serviceId));
  if (missing)
    return refuse(
      'service_not_offered',
      `${member.display_name} does not do ${missing.name ?? 'that service'}.`,
    );
  return null;
}

/** The refusals of one start for a member already known to do the visit. */
function startRefusal(
  member: SchedulingMember,
  hours: readonly TimeSpan[],
  busy: readonly BusyTime[],
  length: VisitLength,
  start: Date,
  day: StudioDay,
): StartCheck | null {
  const leadHours = whole(day.leadTimeHours);
  const earliest = day.now.getTime() + leadHours * 60 * minuteMs;
  if (start.getTime() < earliest)
    return refuse(
      'inside_lead_time',
      start.getTime() < day.now.getTime()
        ? 'That time has already passed.'
        : `That time is less than ${leadHours} hours away; bookings need ${leadHours} hours' notice.`,
    );
  if (day.maxAdvanceDays !== undefined) {
    const lastDate = addDaysToDate(studioDateOfInstant(day.now, day.timeZone), day.maxAdvanceDays);
    if (studioDateOfInstant(start, day.timeZone) > lastDate)
      return refuse(
        'beyond_advance_limit',
        `That day is more than ${day.maxAdvanceDays} days ahead, beyond the booking limit.`,
      );
  }
  const workEnd = start.getTime() + length.workMinutes * minuteMs;
  const inHours =
    studioDateOfInstant(start, day.timeZone) === day.date &&
    hours.some((h) => h.start.getTime() <= start.getTime() && workEnd <= h.end.getTime());
  if (!inHours)
    return refuse(
      'outside_hours',
      `${formatStudioTime(start, day.timeZone)} for ${length.workMinutes} minutes is outside ${member.display_name}'s hours.`,
    );
  const taken = { start, end: new Date(workEnd + length.bufferMinutes * minuteMs) };
  const conflicts = busy.filter((b) => overlaps(taken, b));
  if (conflicts.length > 0)
    return refuse(
      'not_free',
      `${member.display_name} is not free at ${formatStudioTime(start, day.timeZone)} for ${length.totalMinutes} minutes.`,
      conflicts,
    );
  return null;
}

/**
 * Whether a member may take the visit starting at `start`, and in plain words why not: not on the
 * team, not bookable, not doing a service, inside the lead time, beyond the advance limit,
 * outside her hours, or not free (with what is in the way).
 */
export function isStartFree(
  day: StudioDay,
  visit: readonly VisitService[],
  staffId: string,
  start: Date,
): StartCheck {
  const member = day.staff.find((m) => m.uid === staffId);
  const refusal = memberRefusal(member, visit);
  if (refusal) return refusal;
  if (!member) return refuse('unknown_member', 'That staff member is not on the team.');
  const hours = hoursOn(member, day);
  const busy = busyOf(staffId, member, day);
  return startRefusal(member, hours, busy, visitLength(visit), start, day) ?? { free: true };
}

/**
 * The wall-clock starts of her hours on the grid. A time the clocks skip (March) does not exist
 * and is left out; a time they repeat (November) is offered once, at its first occurrence.
 */
function candidateStarts(member: SchedulingMember, day: StudioDay): Date[] {
  const step = Math.max(1, Math.trunc(day.stepMinutes ?? 15));
  const weekday = weekdayOfDate(day.date);
  const starts: Date[] = [];
  for (const window of weeklyHoursOf(member, day)) {
    if (!window.is_active || window.day_of_week !== weekday) continue;
    for (let m = minutesOfTime(window.start_time); m < minutesOfTime(window.end_time); m += step) {
      const time = timeOfMinutes(m);
      const at = studioInstant(day.date, time, day.timeZone);
      if (studioTimeOfInstant(at, day.timeZone) === time) starts.push(at);
    }
  }
  return starts;
}

/** The starts of the day at which this member may take the visit, earliest first. */
export function freeStarts(day: StudioDay, visit: readonly VisitService[], staffId: string): Date[] {
  const member = day.staff.find((m) => m.uid === staffId);
  if (!member || memberRefusal(member, visit)) return [];
  const hours = hoursOn(member, day);
  const busy = busyOf(staffId, member, day);
  const length = visitLength(visit);
  const seen = new Set<number>();
  const free: Date[] = [];
  for (const start of candidateStarts(member, day)) {
    if (seen.has(start.getTime())) continue;
    if (startRefusal(member, hours, busy, length, start, day)) continue;
    seen.add(start.getTime());
    free.push(start);
  }
  return free.sort((a, b) => a.getTime() - b.getTime());
}

/** A start offered to "anyone": the members free then, in the team's order. */
export interface FreeStartForAnyone {
  start: Date;
  staffIds: string[];
}

/** The starts at which any bookable member who does every service of the visit may take it. */
export function freeStartsForAnyone(day: StudioDay, visit: readonly VisitService[]): FreeStartForAnyone[] {
  const byStart = new Map<number, string[]>();
  for (const member of day.staff) {
    for (const start of freeStarts(day, visit, member.uid)) {
      const members = byStart.get(start.getTime()) ?? [];
      members.push(member.uid);
      byStart.set(start.getTime(), members);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, staffIds]) => ({ start: new Date(start), staffIds }));
}
