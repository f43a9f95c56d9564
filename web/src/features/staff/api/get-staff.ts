import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** A staff member's profile (her name and e-mail), live; staff read every profile. */
export function useStaffProfile(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(doc(collectionRef(db, 'profiles'), uid));
}
