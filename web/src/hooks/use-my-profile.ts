import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { collectionRef } from '../utils/firestore-refs.ts';

/** Her own profile, live (validated by the profiles converter): My Account, the booking wizard. */
export function useMyProfile(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(doc(collectionRef(db, 'profiles'), uid));
}
