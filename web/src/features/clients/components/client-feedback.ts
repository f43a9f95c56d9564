// The client screens' writes with the studio's feedback (spec §5, §8): a refused form says why
// and sends nothing; then 'Failed to …: <reason>' or the success. The writes themselves are in api/.
import { messages, validationMessages } from '@studio/domain';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { refuseWithToasts, writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { addClientNote } from '../api/add-client-note.ts';
import { deleteClientNote } from '../api/delete-client-note.ts';
import { deleteClientPhoto } from '../api/delete-client-photo.ts';
import { setClientNotePinned } from '../api/update-client-note.ts';
import { updateClientProfile } from '../api/update-client-profile.ts';
import { type PhotoUploadInput, uploadClientPhoto } from '../api/upload-client-photo.ts';
import { errorText } from '../utils/error-text.ts';
import { type NoteFormInput, noteFormSchema } from '../utils/note-form.ts';
import { photoFormSchema } from '../utils/photo-form.ts';
import { type ProfileFormValues, profileFormSchema } from '../utils/profile-form.ts';

/** The failure as one line, 'Failed to …: <reason>'. */
const failedWith = (line: (reason: string) => string) => (error: unknown) => line(errorText(error));

/** A refused form is one error toast (its first problem and the count) and nothing is sent. */
export async function updateClientProfileWithToast(
  db: Firestore,
  user: User | null,
  clientId: string,
  values: ProfileFormValues,
  loadedAllergies: readonly string[],
): Promise<boolean> {
  const problems = validationMessages(profileFormSchema, values);
  if (notifyIssues(messages.clients.profileUpdateFailed('check the form'), problems)) return false;
  return writeWithToasts(() => updateClientProfile(db, user, clientId, values, loadedAllergies), {
    success: messages.clients.profileUpdated,
    failed: failedWith(messages.clients.profileUpdateFailed),
  });
}

/** Blank notes are not saved: a toast says why and nothing is sent. */
export async function addClientNoteWithToast(
  db: Firestore,
  user: User | null,
  clientId: string,
  input: NoteFormInput,
): Promise<boolean> {
  if (refuseWithToasts(validationMessages(noteFormSchema, input))) return false;
  return writeWithToasts(() => addClientNote(db, user, clientId, input), {
    success: messages.clients.noteAdded,
    failed: failedWith(messages.clients.noteAddFailed),
  });
}

export function toggleClientNotePinWithToast(db: Firestore, note: Doc<'clientNotes'>): Promise<boolean> {
  return writeWithToasts(() => setClientNotePinned(db, note, !note.is_pinned), {
    success: messages.clients.noteUpdated,
    failed: failedWith(messages.clients.noteUpdateFailed),
  });
}

export function deleteClientNoteWithToast(db: Firestore, note: Doc<'clientNotes'>): Promise<boolean> {
  return writeWithToasts(() => deleteClientNote(db, note), {
    success: messages.clients.noteDeleted,
    failed: failedWith(messages.clients.noteDeleteFailed),
  });
}

/** Each failed check is its own error toast and nothing is sent; then 'Photo uploaded successfully' or why not. */
export async function uploadClientPhotoWithToast(
  db: Firestore,
  user: User | null,
  clientId: string,
  input: PhotoUploadInput,
): Promise<boolean> {
  if (refuseWithToasts(validationMessages(photoFormSchema, input))) return false;
  return writeWithToasts(() => uploadClientPhoto(db, user, clientId, input), {
    success: messages.clients.photoUploaded,
    failed: failedWith(messages.clients.photoUploadFailed),
  });
}

export function deleteClientPhotoWithToast(db: Firestore, photo: Doc<'clientPhotos'>): Promise<boolean> {
  return writeWithToasts(() => deleteClientPhoto(db, photo), {
    success: messages.clients.photoDeleted,
    failed: failedWith(messages.clients.photoDeleteFailed),
  });
}
