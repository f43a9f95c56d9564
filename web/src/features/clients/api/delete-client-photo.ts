import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import { loadStorage } from '../../../lib/firebase/index.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { clientPhotosRef } from './client-subcollections.ts';

/**
 * Removes the stored file, then the row (spec §7). A file already gone is no reason to keep
 * the row that points at it.
 */
export async function deleteClientPhoto(db: Firestore, photo: Doc<'clientPhotos'>): Promise<void> {
  const [storage, { deleteObject, ref }] = await Promise.all([loadStorage(), import('firebase/storage')]);
  try {
    await deleteObject(ref(storage, photo.storage_path));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
  await deleteDoc(doc(clientPhotosRef(db, photo.client_id), photo.id));
}
