import { editedAllergies, messages, nextAllergyRemovalKey } from '@studio/domain';
import type { User } from 'firebase/auth';
import { type Firestore, runTransaction, serverTimestamp, updateDoc } from 'firebase/firestore';
import { type ProfileFormValues, profileUpdate } from '../utils/profile-form.ts';
import { clientRef } from './get-client.ts';

/**
 * Writes the editable fields only (spec §7): derived fields stay the function's. The allergies
 * are applied to the profile as it stands (a client may have added one since the form loaded
 * `loadedAllergies`), in a transaction; an allergy removed is recorded in allergies_removed
 * with who and when, as firestore.rules demand. Answers the allergies now on file.
 */
export async function updateClientProfile(
  db: Firestore,
  user: User | null,
  clientId: string,
  values: ProfileFormValues,
  loadedAllergies: readonly string[],
): Promise<string[]> {
  if (!user) throw new Error(messages.auth.notAuthenticated);
  const update = profileUpdate(values);
  const ref = clientRef(db, clientId).withConverter(null);
  return runTransaction(db, async (tx) => {
    const stored = (await tx.get(ref)).data() ?? {};
    const current = Array.isArray(stored.allergies) ? stored.allergies.map(String) : [];
    const edit = editedAllergies(current, loadedAllergies, update.allergies);
    const removals = (stored.allergies_removed ?? {}) as Record<string, unknown>;
    tx.update(ref, {
      ...update,
      allergies: edit.allergies,
      // A field path: only the new entry is written, next to the ones already recorded.
      ...(edit.removed.length > 0 && {
        [`allergies_removed.${nextAllergyRemovalKey(removals)}`]: {
          allergies: edit.removed,
          removed_by: user.uid,
          removed_at: serverTimestamp(),
        },
      }),
    });
    return edit.allergies;
  });
}

/** Puts the failing fields of a profile that cannot be shown back to their defaults. */
export async function repairClientProfile(db: Firestore, clientId: string, update: Record<string, unknown>) {
  await updateDoc(clientRef(db, clientId).withConverter(null), update);
}
