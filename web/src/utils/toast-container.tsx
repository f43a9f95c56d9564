import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { ErrorBoundary } from '../components/error-boundary.tsx';

/**
 * The toast container, in the first load (AppProvider mounts it); the toasts themselves are made
 * by utils/toast.tsx's notify, which only the screens that write import, so it stays out of the
 * first load. react-toastify loads with the first toast, not with every page (most visits show
 * none). A toast raised before its container has mounted waits here, not in react-toastify's own
 * queue: under StrictMode (development) the container mounts, unmounts and mounts again, and the
 * queued toasts went with the first mount.
 */
export type Toastify = typeof import('./toastify.tsx');
const loadToastify = () => import('./toastify.tsx');
const LazyContainer = lazy(() => loadToastify().then((m) => ({ default: m.StudioToastContainer })));

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

/** Mounts the container if needed, then hands react-toastify to `raise` once it is there. */
export function whenShown(title: string, raise: (toastify: Toastify) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Callbacks run in order, so toasts keep the order they were raised in.
  containerReady.then(raise, (error: unknown) =>
    console.error(`Could not show the toast "${title}":`, error),
  );
}
