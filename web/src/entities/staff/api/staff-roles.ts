import { staffRoles } from '@studio/domain';
import { type Firestore, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The owners and assistants: user_roles documents with a staff role (staff may list them). One
 * query for every screen that needs them, so one listener. Checked: a role document that fails its
 * schema is left out (and named where staff manage roles); it never takes the calendar, the booking
 * form or a list down, as a converter that throws did, for as long as the page stayed open.
 */
export function staffRolesQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'userRoles'), where('role', 'in', [...staffRoles]));
}

/** Every staff member's role, live: `documents`, and `leftOut` for the odd ones. */
export function useStaffRoles() {
  return useCheckedCollection(staffRolesQuery(useFirestore()));
}
