import { type Firestore, updateDoc } from 'firebase/firestore';
import { type ProfileFormValues, profileUpdate } from '../utils/profile-form.ts';
import { clientRef } from './get-client.ts';

/** Writes the editable fields only (spec §7): derived fields stay the function's. */
export async function updateClientProfile(db: Firestore, clientId: string, values: ProfileFormValues) {
  await updateDoc(clientRef(db, clientId).withConverter(null), { ...profileUpdate(values) });
}

/** Puts the failing fields of a profile that cannot be shown back to their defaults. */
export async function repairClientProfile(db: Firestore, clientId: string, update: Record<string, unknown>) {
  await updateDoc(clientRef(db, clientId).withConverter(null), update);
}
