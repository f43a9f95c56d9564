import { type RefObject, useEffect } from 'react';

/** Closes a popup on Escape (focus back on its button) or on a pointer press outside it. */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (opts: { restoreFocus: boolean }) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close({ restoreFocus: false });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close({ restoreFocus: true });
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container, close]);
}
