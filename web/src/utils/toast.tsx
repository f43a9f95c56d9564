import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';

/**
 * react-toastify loads with the first toast, not with every page (most visits show none).
 * Toasts raised before its container has mounted wait in react-toastify's queue.
 */
const loadToastify = () => import('react-toastify');
const LazyContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast container, mounted once the first toast is asked for. */
export function Toasts(props: ToastContainerProps) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyContainer {...props} />
    </Suspense>
  );
}

function Message(props: { title: string; description?: string }) {
  return (
    <div>
      <strong>{props.title}</strong>
      {props.description && <div style={{ marginTop: 2, fontSize: '0.9em' }}>{props.description}</div>}
    </div>
  );
}

function show(kind: 'success' | 'error', title: string, description?: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Calls resolve in order, so toasts keep the order they were raised in.
  loadToastify().then(
    ({ toast }) => toast[kind](<Message title={title} description={description} />),
    (error: unknown) => console.error(`Could not show the toast "${title}":`, error),
  );
}

/** Toasts with a title and an optional description line (spec §8). */
export const notify = {
  success(title: string, description?: string) {
    show('success', title, description);
  },
  error(title: string, description?: string) {
    show('error', title, description);
  },
};
