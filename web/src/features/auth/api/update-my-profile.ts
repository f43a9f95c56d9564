import { collections } from '@studio/domain';
import { type OwnProfileFormValues, ownProfileUpdate } from '@studio/domain/clients/own-profile';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';

/** Saves her name, phone, Instagram handle and preferences (checked by the caller). */
export function updateMyProfile(db: Firestore, uid: string, values: OwnProfileFormValues): Promise<void> {
  return updateDoc(doc(db, collections.profiles, uid), { ...ownProfileUpdate(values) });
}
