import styled from '@emotion/styled';
import { formatStudioDate, messages, noteTypeLabels, noteTypes, type TimeZone } from '@studio/domain';
import { useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card, CardBody } from '../../../components/card.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SelectField, TextAreaField } from '../../../components/field.tsx';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { useClientNotes } from '../api/get-client-notes.ts';
import { type NoteFormInput, noteFormSchema } from '../utils/note-form.ts';
import {
  addClientNoteWithToast,
  deleteClientNoteWithToast,
  toggleClientNotePinWithToast,
} from './client-feedback.ts';

const Form = styled.form({
  display: 'grid',
  gap: 12,
  marginBottom: 20,
  '.row': { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12 },
  '.type': { flex: '1 1 180px', maxWidth: 260 },
});

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 });

const Note = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 8,
  '.meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 },
  '.date': { fontSize: '0.8rem', color: theme.colors.muted },
  p: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '.actions': { display: 'flex', gap: 8 },
}));

const emptyNote: NoteFormInput = { note: '', note_type: 'general' };
const noteLabels = { note: 'New note', note_type: 'Note type' };

function AddNoteForm({ clientId }: { clientId: string }) {
  const db = useFirestore();
  const { data: user } = useUser();
  const { bind, submit, reset, formState } = useSchemaForm(noteFormSchema, {
    defaultValues: emptyNote,
    labels: noteLabels,
    // A blank note: said beside the field and in one toast, and nothing is sent (spec §5).
    refusal: messages.clients.noteAddFailed,
  });
  const onSubmit = submit(async (input) => {
    const added = await addClientNoteWithToast(db, user ?? null, clientId, input);
    // The type chosen stays for the next note; only the text is cleared.
    if (added) reset({ ...emptyNote, note_type: input.note_type });
  });
  const busy = formState.isSubmitting;
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Add a note">
      <TextAreaField label={noteLabels.note} rows={3} {...bind('note')} />
      <div className="row">
        <div className="type">
          <SelectField label={noteLabels.note_type} {...bind('note_type')}>
            {noteTypes.map((type) => (
              <option key={type} value={type}>
                {noteTypeLabels[type]}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Note'}
        </Button>
      </div>
    </Form>
  );
}

/** One note: type, pin state, text, date; Pin/Unpin and Delete. */
export function NoteItem(props: {
  note: Doc<'clientNotes'>;
  timeZone: TimeZone;
  onTogglePin: () => void;
  onDelete: () => void;
}) {
  const { note } = props;
  return (
    <Card as="li">
      <CardBody>
        <Note>
          <div className="meta">
            <Badge
              tone={note.note_type === 'allergy' || note.note_type === 'important' ? 'danger' : 'primary'}
            >
              {noteTypeLabels[note.note_type]}
            </Badge>
            {note.is_pinned && <Badge tone="accent">Pinned</Badge>}
            <span className="date">{formatStudioDate(note.created_at, props.timeZone)}</span>
          </div>
          <p>{note.note}</p>
          <div className="actions">
            <Button size="sm" variant="outline" onClick={props.onTogglePin} aria-pressed={note.is_pinned}>
              {note.is_pinned ? 'Unpin' : 'Pin'}
            </Button>
            <Button size="sm" variant="ghost" onClick={props.onDelete}>
              Delete
            </Button>
          </div>
        </Note>
      </CardBody>
    </Card>
  );
}

/** Notes tab (spec §2): add with a type, pinned first then newest, pin/unpin, delete confirmed. */
export function ClientNotesTab(props: { clientId: string; timeZone: TimeZone }) {
  const db = useFirestore();
  const { status, data: notes } = useClientNotes(props.clientId);
  const [toDelete, setToDelete] = useState<Doc<'clientNotes'> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    await deleteClientNoteWithToast(db, toDelete);
    setDeleting(false);
    setToDelete(null);
  };
  return (
    <>
      <AddNoteForm clientId={props.clientId} />
      {status === 'loading' ? (
        <p role="status">Loading...</p>
      ) : status === 'error' ? (
        <p role="alert">These could not be loaded. Please refresh the page.</p>
      ) : notes.length === 0 ? (
        <EmptyState title="No notes yet" />
      ) : (
        <List>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              timeZone={props.timeZone}
              onTogglePin={() => void toggleClientNotePinWithToast(db, note)}
              onDelete={() => setToDelete(note)}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete note"
        message={messages.clients.noteDeleteConfirm}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
