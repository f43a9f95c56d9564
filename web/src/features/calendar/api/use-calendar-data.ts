import { bookingStaffId, type TimeZone } from '@studio/domain';
import { useMemo } from 'react';
import type { LeftOutDocument } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { rangeOf } from '../utils/calendar-days.ts';
import {
  type CalendarBlock,
  type CalendarBooking,
  placeBlock,
  placeBooking,
} from '../utils/calendar-items.ts';
import { type CalendarMember, type CalendarScope, calendarMembers } from '../utils/calendar-members.ts';
import { useCalendarBlockedSlots } from './get-calendar-blocked-slots.ts';
import { useCalendarBookings } from './get-calendar-bookings.ts';
import { useCalendarHolds } from './get-calendar-holds.ts';
import { useCalendarStaff } from './get-calendar-staff.ts';
import { useOpeningHours } from './get-opening-hours.ts';
import { useServiceDurations } from './get-service-durations.ts';

/** Where old bookings go when the owner's uid cannot be read (no user_roles document for her). */
const unknownOwner = 'owner';

/** What the calendar draws for some days, placed on the studio's wall clock. */
export interface CalendarData {
  bookings: CalendarBooking[];
  members: CalendarMember[];
  blocks: CalendarBlock[];
  windows: Doc<'availabilityBlocks'>[];
  /** Documents whose stored data is odd: left off the calendar and named above it. */
  leftOut: { bookings: LeftOutDocument[]; profiles: LeftOutDocument[] };
}

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
}): DataResult<CalendarData> {
  const { days, timeZone, scope, viewer } = input;
  const range = useMemo(() => rangeOf(days, timeZone), [days, timeZone]);
  const staff = useCalendarStaff();
  const bookings = useCalendarBookings(range.start, range.end, scope.kind === 'own' ? scope.uid : undefined);
  const blocked = useCalendarBlockedSlots(range.start, range.end);
  const holds = useCalendarHolds(range.start, range.end);
  const opening = useOpeningHours();
  const durations = useServiceDurations();
  const ownerUid = staff.data.ownerUid ?? (viewer.isOwner ? viewer.uid : unknownOwner);
  const placed: CalendarBooking[] = useMemo(
    () => bookings.data.documents.map((b) => placeBooking(b, durations.data, timeZone, ownerUid)),
    [bookings.data, durations.data, timeZone, ownerUid],
  );
  const members: CalendarMember[] = useMemo(
    () =>
      calendarMembers({
        profiles: staff.data.profiles,
        ownerUid,
        bookingStaffIds: bookings.data.documents.map((b) => bookingStaffId(b, ownerUid)),
        scope,
      }).map((member) => ({ ...member, held: holds.data.filter((hold) => hold.staffId === member.uid) })),
    [staff.data.profiles, ownerUid, bookings.data, scope, holds.data],
  );
  const blocks = useMemo(
    () => blocked.data.flatMap((slot) => placeBlock(slot, days, timeZone)),
    [blocked.data, days, timeZone],
  );
  const data = useMemo(
    () => ({
      bookings: placed,
      members,
      blocks,
      windows: opening.data,
      leftOut: { bookings: bookings.data.leftOut, profiles: staff.data.leftOut },
    }),
    [placed, members, blocks, opening.data, bookings.data.leftOut, staff.data.leftOut],
  );
  return combinedResult([bookings, opening, staff, blocked, holds, durations], data);
}
