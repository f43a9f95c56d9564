import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { ErrorBoundary } from '../components/error-boundary.tsx';

const Description = styled.div({ marginTop: 2, fontSize: '0.9em' });

/**
 * react-toastify loads with the first toast, not with every page (most visits show none). A toast
 * raised before its container has mounted waits here, not in react-toastify's own queue: under
 * StrictMode (development) the container mounts, unmounts and mounts again, and the queued toasts
 * went with the first mount.
 */
type Toastify = typeof import('react-toastify');
const loadToastify = () => import('react-toastify');
const LazyContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

let wanted = false;
const listeners = new Set<() => void>();
let markReady: (toastify: Toastify) => void = () => {};
const containerReady = new Promise<Toastify>((resolve) => {
  markReady = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted after the container (same Suspense boundary): says when toasts can go to it. */
function ContainerReady() {
  useEffect(() => {
    // A macrotask later: StrictMode's unmount and second mount have happened by then.
    const timer = setTimeout(() => loadToastify().then(markReady), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** The toast container, mounted once the first toast is asked for. */
export function Toasts(props: ToastContainerProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  // If react-toastify cannot be loaded (network), the page goes on without toasts.
  return (
    <ErrorBoundary name="The toasts" fallback={null}>
      <Suspense fallback={null}>
        <LazyContainer {...props} />
        <ContainerReady />
      </Suspense>
    </ErrorBoundary>
  );
}

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

function whenShown(title: string, raise: (toastify: Toastify) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Callbacks run in order, so toasts keep the order they were raised in.
  containerReady.then(raise, (error: unknown) =>
    console.error(`Could not show the toast "${title}":`, error),
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
