import { staffRoles } from '@studio/domain';
import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef, collectionRef } from '../../../utils/firestore-refs.ts';

/** Every staff member's profile as a bookable person (issue 31); staff read them all. */
export function staffProfilesQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'staffProfiles'));
}

/** The owners and assistants (user_roles with a staff role): the owner's uid owns old bookings. */
export function staffRolesQuery(db: Firestore) {
  return query(collectionRef(db, 'userRoles'), where('role', 'in', [...staffRoles]));
}

/**
 * The studio's staff as the calendar needs them, live: the profiles (an odd one is left out and
 * named, never fatal) and the owner's uid, whose column holds the bookings stored before staff_id.
 */
export function useCalendarStaff() {
  const db = useFirestore();
  const profiles = useCheckedCollection(staffProfilesQuery(db));
  const roles = useFirestoreCollectionData(staffRolesQuery(db));
  const ownerUid = useMemo(
    () => (roles.data ?? []).find((role) => role.role === 'owner')?.user_id ?? null,
    [roles.data],
  );
  const staff = useMemo(
    () => ({ profiles: profiles.data.documents, leftOut: profiles.data.leftOut, ownerUid }),
    [profiles.data, ownerUid],
  );
  return combinedResult([profiles, roles], staff);
}
