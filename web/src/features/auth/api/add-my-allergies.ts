import { collections } from '@studio/domain';
import { arrayUnion, doc, type Firestore, updateDoc } from 'firebase/firestore';

/**
 * Adds allergies to her own profile. arrayUnion keeps whatever is on file (staff may have added
 * one meanwhile), which is also all the rules let a client do: add, never remove.
 */
export function addMyAllergies(db: Firestore, uid: string, added: readonly string[]): Promise<void> {
  return updateDoc(doc(db, collections.profiles, uid), { allergies: arrayUnion(...added) });
}
