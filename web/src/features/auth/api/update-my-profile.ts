import { collections, validationMessages } from '@studio/domain';
import {
  type OwnProfileFormValues,
  ownProfileFormSchema,
  ownProfileUpdate,
} from '@studio/domain/clients/own-profile';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';

/** Saves her name, phone, Instagram handle and preferences; each failed check is its own toast. */
export async function updateMyProfileWithToasts(
  db: Firestore,
  uid: string,
  values: OwnProfileFormValues,
): Promise<boolean> {
  const problems = validationMessages(ownProfileFormSchema, values);
  if (problems.length > 0) {
    for (const problem of problems) notify.error(problem);
    return false;
  }
  return writeWithToasts(
    () => updateDoc(doc(db, collections.profiles, uid), { ...ownProfileUpdate(values) }),
    { success: 'Profile saved', failed: 'Could not save your profile' },
  );
}
