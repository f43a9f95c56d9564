import { messages, validationMessages } from '@studio/domain';
import type { User } from 'firebase/auth';
import { addDoc, type Firestore, serverTimestamp } from 'firebase/firestore';
import { notify } from '../../../utils/toast.tsx';
import { errorText } from '../utils/error-text.ts';
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

/** Blank notes are not saved (spec §5): a toast says why and nothing is sent. */
export async function addClientNoteWithToast(
  db: Firestore,
  user: User | null,
  clientId: string,
  input: NoteFormInput,
): Promise<boolean> {
  const problems = validationMessages(noteFormSchema, input);
  if (problems.length > 0) {
    for (const problem of problems) notify.error(problem);
    return false;
  }
  try {
    await addClientNote(db, user, clientId, input);
    notify.success(messages.clients.noteAdded);
    return true;
  } catch (error) {
    console.error('Adding a note failed:', error);
    notify.error(messages.clients.noteAddFailed(errorText(error)));
    return false;
  }
}
