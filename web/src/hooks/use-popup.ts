import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a popup under it: `open` and `setOpen`, the popup's id, a ref for the
 * wrapper, and the button's props (its ref, aria-expanded and aria-controls, the toggle). Escape closes it with focus back on the button; a
 * pointer press outside the wrapper closes it too.
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) trigger.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) close({ restoreFocus: false });
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
  }, [open, close]);
  const triggerProps = {
    ref: trigger,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((o) => !o),
  } as const;
  return { open, setOpen, id, wrap, triggerProps };
}
