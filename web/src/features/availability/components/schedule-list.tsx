import type { DocumentReference, Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { Status } from '../../../utils/combined-status.ts';
import { deleteRestorably } from '../../../utils/restorable-delete.ts';
import { notify } from '../../../utils/toast.tsx';
import { List, SectionTitle } from './styles.ts';

/** One line of a tab's list: what it is in bold, the hours beside it, and its Remove button's name. */
export interface ScheduleEntry {
  id: string;
  heading: string;
  detail: string;
  removeLabel: string;
}

/**
 * A tab's list under its heading: a spinner while it loads, an empty state, else the entries,
 * each with Remove. A removal says so in a toast that offers Undo for a few seconds (the entry comes
 * back exactly as it was); the spec shows no error for a failed one (the entry simply stays in the
 * list), so that only goes to the console.
 */
export function ScheduleList(props: {
  title: string;
  /** The list's read: a spinner while it loads, a plain sentence if it failed. */
  status: Status;
  loadingLabel: string;
  empty: { title: string; text: string };
  entries: readonly ScheduleEntry[];
  canEdit: boolean;
  /** The document an entry stands for. */
  refOf: (db: Firestore, id: string) => DocumentReference<unknown>;
  removed: string;
  removeFailed: string;
}) {
  const db = useFirestore();
  const remove = async (id: string) => {
    try {
      const restore = await deleteRestorably(props.refOf(db, id));
      notify.undoable(props.removed, restore);
    } catch (error) {
      console.error(props.removeFailed, error);
    }
  };
  return (
    <>
      <SectionTitle>{props.title}</SectionTitle>
      {props.status === 'loading' && <Spinner label={props.loadingLabel} />}
      {props.status === 'error' && (
        <p role="alert">This list could not be loaded. Please refresh the page.</p>
      )}
      {props.status === 'success' && props.entries.length === 0 && (
        <EmptyState title={props.empty.title}>
          <p>{props.empty.text}</p>
        </EmptyState>
      )}
      {props.entries.length > 0 && (
        <List>
          {props.entries.map((entry) => (
            <li key={entry.id}>
              <div>
                <strong>{entry.heading}</strong>
                <span>{entry.detail}</span>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={!props.canEdit}
                aria-label={entry.removeLabel}
                onClick={() => remove(entry.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
