import { type Firestore, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';
import { useStaffRoles } from '../../staff/api/staff-roles.ts';
import { type BookingTeam, bookingTeam } from '../model/free-times.ts';

/**
 * The staff members as bookable people (issue 31): staff read them all; a callable writes them.
 * Checked: a profile that fails its schema is left out of scheduling, never takes the form down.
 */
export function staffProfilesQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'staffProfiles'));
}

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
