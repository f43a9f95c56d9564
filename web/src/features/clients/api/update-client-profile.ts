import { messages, validationMessages } from '@studio/domain';
import { type Firestore, updateDoc } from 'firebase/firestore';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { notify } from '../../../utils/toast.tsx';
import { errorText } from '../utils/error-text.ts';
import { type ProfileFormValues, profileFormSchema, profileUpdate } from '../utils/profile-form.ts';
import { clientRef } from './get-client.ts';

/** Writes the editable fields only (spec §7): derived fields stay the function's. */
export async function updateClientProfile(db: Firestore, clientId: string, values: ProfileFormValues) {
  await updateDoc(clientRef(db, clientId).withConverter(null), { ...profileUpdate(values) });
}

/** A refused form is one error toast (its first problem) and nothing is sent; then the result (spec §8). */
export async function updateClientProfileWithToast(
  db: Firestore,
  clientId: string,
  values: ProfileFormValues,
): Promise<boolean> {
  const problems = validationMessages(profileFormSchema, values);
  if (notifyIssues(messages.clients.profileUpdateFailed('check the form'), problems)) return false;
  try {
    await updateClientProfile(db, clientId, values);
    notify.success(messages.clients.profileUpdated);
    return true;
  } catch (error) {
    console.error('Updating the profile failed:', error);
    notify.error(messages.clients.profileUpdateFailed(errorText(error)));
    return false;
  }
}

/** Puts the failing fields of a profile that cannot be shown back to their defaults. */
export async function repairClientProfile(db: Firestore, clientId: string, update: Record<string, unknown>) {
  await updateDoc(clientRef(db, clientId).withConverter(null), update);
}
