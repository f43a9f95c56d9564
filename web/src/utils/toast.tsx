import styled from '@emotion/styled';
import { whenShown } from './toast-container.tsx';

// The toasts' content; the container and the wait for it are in toast-container.tsx (first load).
const Description = styled.div({ marginTop: 2, fontSize: '0.9em' });

function Message(props: { title: string; description?: string }) {
  return (
    <div>
      <strong>{props.title}</strong>
      {props.description && <Description>{props.description}</Description>}
    </div>
  );
}

/** How long an action can still be undone from its toast. */
export const undoWindowMs = 8000;

const UndoButton = styled.button(({ theme }) => ({
  marginTop: 6,
  minHeight: 32,
  padding: '4px 12px',
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.primaryDark,
  fontWeight: 600,
  cursor: 'pointer',
}));

function UndoMessage(props: { title: string; description?: string; onUndo: () => void }) {
  return (
    <div>
      <Message title={props.title} description={props.description} />
      <UndoButton type="button" onClick={props.onUndo}>
        Undo
      </UndoButton>
    </div>
  );
}

function show(kind: 'success' | 'error', title: string, description?: string) {
  whenShown(title, ({ toast }) => toast[kind](<Message title={title} description={description} />));
}

/**
 * A success toast with an Undo button for a few seconds. Undo runs `undo` once (the toast closes
 * at once, so a second press cannot restore twice) and says whether the restore worked.
 */
function showUndoable(title: string, undo: () => Promise<unknown>, description?: string) {
  whenShown(title, ({ toast }) => {
    let used = false;
    const id = toast.success(
      <UndoMessage
        title={title}
        description={description}
        onUndo={() => {
          if (used) return;
          used = true;
          toast.dismiss(id);
          undo().then(
            () => show('success', 'Undone', `${title}: restored as it was.`),
            (error: unknown) => show('error', 'Could not undo', (error as Error).message),
          );
        }}
      />,
      { autoClose: undoWindowMs, pauseOnFocusLoss: false },
    );
  });
}

/** Toasts with a title and an optional description line (spec §8). */
export const notify = {
  success(title: string, description?: string) {
    show('success', title, description);
  },
  error(title: string, description?: string) {
    show('error', title, description);
  },
  /** A done action that can be taken back from the toast for a few seconds. */
  undoable(title: string, undo: () => Promise<unknown>, description?: string) {
    showUndoable(title, undo, description);
  },
};
