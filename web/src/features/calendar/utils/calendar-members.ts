import type { StaffProfile, WeeklyWindow, WithId } from '@studio/domain';

/** A staff member as the calendar shows her: a column on the day view, an entry of the picker. */
export interface CalendarMember {
  uid: string;
  name: string;
  /** Her own weekly hours; absent: the studio's. */
  weeklyHours?: readonly WeeklyWindow[];
  timeOff: StaffProfile['time_off'];
  /** Times held for visitors signing in on /book (issue 32), still live: "Held" in her column. */
  held?: readonly { id: string; start: Date; end: Date }[];
}

/** Who the calendar shows: everyone (she manages bookings) or only the signed-in member. */
export type CalendarScope = { kind: 'everyone' } | { kind: 'own'; uid: string };

const ownerName = 'Owner';
const unlistedName = 'Another member';

function fromProfile(profile: WithId<StaffProfile>): CalendarMember {
  return {
    uid: profile.id,
    name: profile.display_name,
    ...(profile.weekly_hours ? { weeklyHours: profile.weekly_hours } : {}),
    timeOff: profile.time_off,
  };
}

/**
 * The members the calendar has columns for, in order: the bookable members (the owner first, then
 * by name), then anyone who is not bookable (any more) but has a booking shown, so nothing is
 * hidden (issue 29). A studio with no profiles has the owner's column alone. `own` keeps only
 * the signed-in member's column.
 */
export function calendarMembers(input: {
  profiles: readonly WithId<StaffProfile>[];
  ownerUid: string;
  /** The member of each booking shown (bookingStaffId). */
  bookingStaffIds: readonly string[];
  scope: CalendarScope;
}): CalendarMember[] {
  const { profiles, ownerUid, scope } = input;
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const nameOf = (uid: string) =>
    byId.get(uid)?.display_name ?? (uid === ownerUid ? ownerName : unlistedName);
  const member = (uid: string): CalendarMember => {
    const profile = byId.get(uid);
    return profile ? fromProfile(profile) : { uid, name: nameOf(uid), timeOff: [] };
  };
  if (scope.kind === 'own') return [member(scope.uid)];
  const bookable = profiles
    .filter((p) => p.bookable)
    .sort(
      (a, b) =>
        Number(b.id === ownerUid) - Number(a.id === ownerUid) || a.display_name.localeCompare(b.display_name),
    )
    .map((p) => p.id);
  const listed = bookable.length > 0 ? bookable : [ownerUid];
  const extra = [...new Set(input.bookingStaffIds)].filter((uid) => !listed.includes(uid)).sort();
  return [...listed, ...extra].map(member);
}
