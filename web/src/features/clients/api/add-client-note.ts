import { messages } from '@studio/domain';
import type { User } from 'firebase/auth';
import { addDoc, type Firestore, serverTimestamp } from 'firebase/firestore';
import { type NoteFormInput, noteFormSchema } from '../utils/note-form.ts';
import { clientNotesRef } from './client-subcollections.ts';

/** A new note, unpinned, by the current staff member at the server's time (spec §7). */
export async function addClientNote(
  db: Firestore,
  user: User | null,
  clientId: string,
  input: NoteFormInput,
) {
  if (!user) throw new Error(messages.auth.notAuthenticated);
  const form = noteFormSchema.parse(input);
  await addDoc(clientNotesRef(db, clientId).withConverter(null), {
    client_id: clientId,
    note: form.note,
    note_type: form.note_type,
    is_pinned: false,
    created_by: user.uid,
    created_at: serverTimestamp(),
  });
}
