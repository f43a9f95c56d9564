import { deleteDoc, doc, type Firestore } from 'firebase/firestore';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { clientNotesRef } from './client-subcollections.ts';

export async function deleteClientNote(db: Firestore, note: Doc<'clientNotes'>) {
  await deleteDoc(doc(clientNotesRef(db, note.client_id), note.id));
}
