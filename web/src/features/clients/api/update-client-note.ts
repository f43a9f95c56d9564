import { messages } from '@studio/domain';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { notify } from '../../../utils/toast.tsx';
import { errorText } from '../utils/error-text.ts';
import { clientNotesRef } from './client-subcollections.ts';

/** Pin or unpin (spec §4): only is_pinned changes. */
export async function setClientNotePinned(db: Firestore, note: Doc<'clientNotes'>, pinned: boolean) {
  await updateDoc(doc(clientNotesRef(db, note.client_id), note.id).withConverter(null), {
    is_pinned: pinned,
  });
}

export async function toggleClientNotePinWithToast(db: Firestore, note: Doc<'clientNotes'>) {
  try {
    await setClientNotePinned(db, note, !note.is_pinned);
    notify.success(messages.clients.noteUpdated);
    return true;
  } catch (error) {
    console.error('Updating a note failed:', error);
    notify.error(messages.clients.noteUpdateFailed(errorText(error)));
    return false;
  }
}
