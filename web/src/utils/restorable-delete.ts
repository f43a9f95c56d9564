import { type DocumentReference, deleteDoc, getDoc, setDoc } from 'firebase/firestore';

/**
 * Deletes a document and answers how to put it back exactly as it was: same id, same fields
 * (read raw, without a converter, so nothing is reshaped on the way back). For the lists whose
 * Remove offers Undo; the rules must let the same person create what she deleted.
 */
export async function deleteRestorably(ref: DocumentReference<unknown>): Promise<() => Promise<void>> {
  const raw = ref.withConverter(null);
  const before = await getDoc(raw);
  await deleteDoc(raw);
  const data = before.data();
  return async () => {
    if (data) await setDoc(raw, data);
  };
}
