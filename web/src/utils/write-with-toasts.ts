import { notify } from './toast.tsx';

/** The toasts of one write: its success (title, optional line) and its failure. */
export interface WriteToasts<T = unknown> {
  /** No success toast where the screen itself shows the next step (e.g. a code was texted). */
  success?: string;
  /** The success toast's second line; from the write's answer where that decides it. */
  successDescription?: string | ((result: T) => string | undefined);
  /** The failure toast's title (the error's words go below it), or its one line made from the error. */
  failed: string | ((error: unknown) => string);
  /** A done action that can be taken back from the success toast for a few seconds. */
  undo?: () => Promise<unknown>;
  /** Errors the caller answers itself, without a failure toast (e.g. a second step to ask for). */
  handled?: (error: unknown) => boolean;
}

/**
 * Runs a write the user asked for and says how it went (spec §8): the success toast, or the failure
 * toast with the error's message (or `describe`'s words for it). Answers whether it worked, so the caller closes or resets only then.
 */
export async function writeWithToasts<Write extends () => Promise<unknown>>(
  write: Write,
  toasts: WriteToasts<Awaited<ReturnType<Write>>>,
  // Firebase Auth's errors read better through the auth feature's wording of their codes.
  describe: (error: unknown) => string = (error) => (error as Error).message,
): Promise<boolean> {
  let result: Awaited<ReturnType<Write>>;
  try {
    result = (await write()) as Awaited<ReturnType<Write>>;
  } catch (error) {
    if (toasts.handled?.(error)) return false;
    if (typeof toasts.failed === 'function') notify.error(toasts.failed(error));
    else notify.error(toasts.failed, describe(error));
    return false;
  }
  const { success, successDescription, undo } = toasts;
  if (success === undefined) return true;
  const description =
    typeof successDescription === 'function' ? successDescription(result) : successDescription;
  if (undo) notify.undoable(success, undo, description);
  else notify.success(success, description);
  return true;
}

/** A form refused before anything is sent (spec §5): each problem its own error toast; true when there were any. */
export function refuseWithToasts(problems: readonly string[]): boolean {
  for (const problem of problems) notify.error(problem);
  return problems.length > 0;
}
