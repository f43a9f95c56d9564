import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { staffProfilesQuery } from '../../../entities/staff/api/staff-profiles.ts';
import { useStaffRoles } from '../../../entities/staff/api/staff-roles.ts';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';

/**
 * The studio's staff as the calendar needs them, live: the profiles (an odd one is left out and
 * named, never fatal) and the owner's uid, whose column holds the bookings stored before staff_id.
 */
export function useCalendarStaff() {
  const db = useFirestore();
  const profiles = useCheckedCollection(staffProfilesQuery(db));
  // The owners and assistants: the owner's uid owns the bookings stored before staff_id.
  const roles = useStaffRoles();
  const ownerUid = useMemo(
    () => roles.data.documents.find((role) => role.role === 'owner')?.user_id ?? null,
    [roles.data],
  );
  const staff = useMemo(
    () => ({ profiles: profiles.data.documents, leftOut: profiles.data.leftOut, ownerUid }),
    [profiles.data, ownerUid],
  );
  return combinedResult([profiles, roles], staff);
}
