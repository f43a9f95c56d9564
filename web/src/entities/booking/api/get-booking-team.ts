import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { staffProfilesQuery } from '../../staff/api/staff-profiles.ts';
import { useStaffRoles } from '../../staff/api/staff-roles.ts';
import { type BookingTeam, bookingTeam } from '../model/free-times.ts';

/** Who the booking form schedules, live: the members' profiles, and the owner (bookings naming no member are hers). */
export function useBookingTeam(): DataResult<BookingTeam> {
  const db = useFirestore();
  const profiles = useCheckedCollection(staffProfilesQuery(db));
  // The staff roles the client picker reads too (one listener): the owner is among them.
  const roles = useStaffRoles();
  const ownerUid = roles.data.documents.find((role) => role.role === 'owner')?.id ?? null;
  const team = useMemo(
    () => bookingTeam(profiles.data.documents, ownerUid),
    [profiles.data.documents, ownerUid],
  );
  return combinedResult([profiles, roles], team);
}
