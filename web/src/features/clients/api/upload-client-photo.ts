import { clientPhotoStoragePath, messages } from '@studio/domain';
import type { User } from 'firebase/auth';
import { addDoc, type Firestore, serverTimestamp } from 'firebase/firestore';
import { loadStorage } from '../../../lib/firebase/index.ts';
import { photoFormSchema } from '../utils/photo-form.ts';
import { clientPhotosRef } from './client-subcollections.ts';

export interface PhotoUploadInput {
  file: File | null;
  photo_type: string;
  notes: string;
  tags: string;
}

/**
 * Uploads the file to client-photos/{clientId}/{timestamp}.{ext} (spec §7), then writes its
 * row. If the row cannot be written the file is removed again, so no orphan stays behind.
 */
export async function uploadClientPhoto(
  db: Firestore,
  user: User | null,
  clientId: string,
  input: PhotoUploadInput,
): Promise<void> {
  if (!user) throw new Error(messages.auth.notAuthenticated);
  const form = photoFormSchema.parse(input);
  const file = input.file as File;
  const [storage, { deleteObject, getDownloadURL, ref, uploadBytes }] = await Promise.all([
    loadStorage(),
    import('firebase/storage'),
  ]);
  const storagePath = clientPhotoStoragePath(clientId, file.name, new Date());
  const object = ref(storage, storagePath);
  await uploadBytes(object, file, { contentType: file.type });
  try {
    const photoUrl = await getDownloadURL(object);
    await addDoc(clientPhotosRef(db, clientId).withConverter(null), {
      client_id: clientId,
      photo_url: photoUrl,
      storage_path: storagePath,
      photo_type: form.photo_type,
      notes: form.notes,
      tags: form.tags,
      booking_id: null,
      uploaded_by: user.uid,
      created_at: serverTimestamp(),
    });
  } catch (error) {
    await deleteObject(object).catch(() => undefined);
    throw error;
  }
}
