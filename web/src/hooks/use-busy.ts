import { type FormEvent, useCallback, useState } from 'react';

/**
 * A form's busy flag: up while its save runs, so the button can say so ('Saving...') and is not
 * pressed twice. `whileBusy` lowers it again whether the save succeeds or throws.
 */
export function useBusy(): readonly [busy: boolean, whileBusy: <T>(work: () => Promise<T>) => Promise<T>] {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, whileBusy] as const;
}

/**
 * A form's submit: the page does not reload, and `busy` is up while `save` runs (it validates and
 * toasts on its own).
 */
export function useBusySubmit(save: () => Promise<unknown>) {
  const [busy, whileBusy] = useBusy();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await whileBusy(save);
  };
  return { busy, onSubmit };
}
