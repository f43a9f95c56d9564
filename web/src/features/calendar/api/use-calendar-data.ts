import { bookingStaffId, type TimeZone } from '@studio/domain';
import { useMemo } from 'react';
import { rangeOf } from '../utils/calendar-days.ts';
import { type CalendarBooking, placeBlock, placeBooking } from '../utils/calendar-items.ts';
import { type CalendarMember, type CalendarScope, calendarMembers } from '../utils/calendar-members.ts';
import { useCalendarBlockedSlots } from './get-calendar-blocked-slots.ts';
import { useCalendarBookings } from './get-calendar-bookings.ts';
import { useCalendarHolds } from './get-calendar-holds.ts';
import { useCalendarStaff } from './get-calendar-staff.ts';
import { useOpeningHours } from './get-opening-hours.ts';
import { useServiceDurations } from './get-service-durations.ts';

/** Where old bookings go when the owner's uid cannot be read (no user_roles document for her). */
const unknownOwner = 'owner';

/**
 * Everything the calendar draws for some days, live and placed on the studio's wall clock: the
 * bookings in scope (everyone's, or only hers), the members with a column, the studio's blocked
 * time and opening hours. `viewer` is the signed-in member, the owner when the owner's uid is
 * not stored.
 */
export function useCalendarData(input: {
  days: readonly string[];
  timeZone: TimeZone;
  scope: CalendarScope;
  viewer: { uid: string; isOwner: boolean };
}) {
  const { days, timeZone, scope, viewer } = input;
  const range = useMemo(() => rangeOf(days, timeZone), [days, timeZone]);
  const staff = useCalendarStaff();
  const bookings = useCalendarBookings(range.start, range.end, scope.kind === 'own' ? scope.uid : undefined);
  const blocked = useCalendarBlockedSlots(range.start, range.end);
  const holds = useCalendarHolds(range.start, range.end);
  const opening = useOpeningHours();
  const durations = useServiceDurations();
  const ownerUid = staff.ownerUid ?? (viewer.isOwner ? viewer.uid : unknownOwner);
  const placed: CalendarBooking[] = useMemo(
    () => bookings.bookings.map((b) => placeBooking(b, durations, timeZone, ownerUid)),
    [bookings.bookings, durations, timeZone, ownerUid],
  );
  const members: CalendarMember[] = useMemo(
    () =>
      calendarMembers({
        profiles: staff.profiles,
        ownerUid,
        bookingStaffIds: bookings.bookings.map((b) => bookingStaffId(b, ownerUid)),
        scope,
      }).map((member) => ({ ...member, held: holds.filter((hold) => hold.staffId === member.uid) })),
    [staff.profiles, ownerUid, bookings.bookings, scope, holds],
  );
  const blocks = useMemo(
    () => blocked.slots.flatMap((slot) => placeBlock(slot, days, timeZone)),
    [blocked.slots, days, timeZone],
  );
  return {
    loading: bookings.status === 'loading' || opening.status === 'loading' || staff.loading,
    bookings: placed,
    members,
    blocks,
    windows: opening.windows,
    leftOut: { bookings: bookings.leftOut, profiles: staff.leftOut },
  };
}
