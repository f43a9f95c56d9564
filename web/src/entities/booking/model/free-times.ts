import {
  formatTimeOfDay,
  freeStarts,
  freeStartsForAnyone,
  type SchedulingMember,
  type TimeZone,
  type VisitService,
} from '@studio/domain';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** Offered start times are this far apart. */
export const startStepMinutes = 15;

/** Who the studio schedules: its members, and whose the bookings naming no member are. */
export interface BookingTeam {
  ownerUid: string;
  members: SchedulingMember[];
  /** No staff profiles yet: the studio is one chair, and every booking takes it. */
  oneChair: boolean;
}

/** The one chair of a studio without staff profiles: the owner's (uid unknown: a stand-in). */
const oneChairUid = 'owner';

/**
 * The team as staff_profiles describe it (issue 31). A studio without any profile yet schedules
 * as one chair, the owner's, as it did before members: every booking takes it.
 */
export function bookingTeam(profiles: readonly Doc<'staffProfiles'>[], ownerUid: string | null): BookingTeam {
  if (profiles.length === 0) {
    const uid = ownerUid ?? oneChairUid;
    return { ownerUid: uid, oneChair: true, members: [{ uid, bookable: true, display_name: 'The studio' }] };
  }
  return {
    ownerUid: ownerUid ?? oneChairUid,
    oneChair: false,
    // By name: the order the member picker offers them in.
    members: profiles
      .map(({ id, ...profile }) => ({ ...profile, uid: id }))
      .sort((a, b) => a.display_name.localeCompare(b.display_name)),
  };
}

/** The bookable members who do every service of the visit, for the member picker. */
export function membersForVisit(team: BookingTeam, serviceIds: readonly string[]): SchedulingMember[] {
  return team.members.filter(
    (m) =>
      m.bookable &&
      (!m.service_ids || m.service_ids.length === 0 || serviceIds.every((id) => m.service_ids?.includes(id))),
  );
}

/**
 * A day's free start times for a visit, from the domain's availability module: for one member
 * (`staffId`), or for anyone who does it (null). The bookings that hold their time (but the one
 * being moved), members' time off and the blocked slots are taken. Staff may book inside the
 * clients' lead time and beyond their advance limit (the server asks them to confirm), so the
 * form offers every free time from now on; the wizard applies both.
 */
export function freeTimesOn(input: {
  date: string;
  /** The visit's services in order; absent: one service of `durationMinutes`. */
  visit?: readonly VisitService[];
  durationMinutes: number;
  /** Absent: the studio as one chair. */
  team?: BookingTeam;
  /** The member doing it; null or absent: anyone. */
  staffId?: string | null;
  timeZone: TimeZone;
  now: Date;
  windows: readonly Doc<'availabilityBlocks'>[];
  blockedSlots: readonly Doc<'blockedTimeSlots'>[];
  bookings: readonly Doc<'bookings'>[];
  exceptBookingId?: string;
}): Date[] {
  const team = input.team ?? bookingTeam([], null);
  const day = {
    date: input.date,
    timeZone: input.timeZone,
    now: input.now,
    ownerUid: team.ownerUid,
    staff: team.members,
    studioHours: input.windows,
    blockedSlots: input.blockedSlots,
    // One chair: every booking takes it, whoever it names as its member.
    bookings: team.oneChair ? input.bookings.map((b) => ({ ...b, staff_id: null })) : input.bookings,
    stepMinutes: startStepMinutes,
    ...(input.exceptBookingId === undefined ? {} : { exceptBookingId: input.exceptBookingId }),
  };
  const visit = input.visit ?? [{ serviceId: 'visit', durationMinutes: input.durationMinutes }];
  if (input.staffId) return freeStarts(day, visit, input.staffId);
  return freeStartsForAnyone(day, visit).map((free) => free.start);
}

/**
 * Why a chosen start time was cleared (issue 29): it was offered and the live day took it (another
 * member booked it, or a block was added), or it was never free for this length (a preselected
 * time, e.g. her requested one on Convert). Null while it is still free.
 */
export function lostTimeNotice(input: {
  time: string;
  freeTimes: readonly string[];
  /** Whether the time was among the free times the picker showed just before, for this length. */
  wasOffered: boolean;
  durationMinutes: number;
}): string | null {
  if (input.time === '' || input.freeTimes.includes(input.time)) return null;
  const time = formatTimeOfDay(input.time);
  return input.wasOffered
    ? `${time} was just taken by another booking. Choose another time.`
    : `${time} is not free for ${input.durationMinutes} minutes on this day. Choose another time.`;
}
