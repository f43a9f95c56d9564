import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { clientNotesRef } from './client-subcollections.ts';

/** Pin or unpin (spec §4): only is_pinned changes. */
export async function setClientNotePinned(db: Firestore, note: Doc<'clientNotes'>, pinned: boolean) {
  await updateDoc(doc(clientNotesRef(db, note.client_id), note.id).withConverter(null), {
    is_pinned: pinned,
  });
}
