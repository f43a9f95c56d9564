import { messages } from '@studio/domain';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';
import { errorText } from '../utils/error-text.ts';
import { clientNotesRef } from './client-subcollections.ts';

export async function deleteClientNote(db: Firestore, note: Doc<'clientNotes'>) {
  await deleteDoc(doc(clientNotesRef(db, note.client_id), note.id));
}

export async function deleteClientNoteWithToast(db: Firestore, note: Doc<'clientNotes'>) {
  try {
    await deleteClientNote(db, note);
    notify.success(messages.clients.noteDeleted);
    return true;
  } catch (error) {
    console.error('Deleting a note failed:', error);
    notify.error(messages.clients.noteDeleteFailed(errorText(error)));
    return false;
  }
}
