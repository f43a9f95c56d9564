import { staffRoles } from '@studio/domain';
import { doc, type Firestore, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** The owners and assistants: user_roles documents with a staff role (staff may list them). */
export function staffRolesQuery(db: Firestore) {
  return query(collectionRef(db, 'userRoles'), where('role', 'in', [...staffRoles]));
}

/** Every staff member's role, live. */
export function useStaffRoles() {
  const db = useFirestore();
  return useFirestoreCollectionData(staffRolesQuery(db));
}

/** A staff member's profile (her name and e-mail), live; staff read every profile. */
export function useStaffProfile(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(doc(collectionRef(db, 'profiles'), uid));
}
