import { notify } from './toast.tsx';

/** The toasts of one write: its success (title, optional line) and the title of its failure. */
export interface WriteToasts {
  success: string;
  successDescription?: string;
  failed: string;
}

/**
 * Runs a write the user asked for and says how it went (spec §8): the success toast, or the failure
 * toast with the error's message (or `describe`'s words for it). Answers whether it worked, so the caller closes or resets only then.
 */
export async function writeWithToasts(
  write: () => Promise<unknown>,
  toasts: WriteToasts,
  // Firebase Auth's errors read better through the auth feature's wording of their codes.
  describe: (error: unknown) => string = (error) => (error as Error).message,
): Promise<boolean> {
  try {
    await write();
    notify.success(toasts.success, toasts.successDescription);
    return true;
  } catch (error) {
    notify.error(toasts.failed, describe(error));
    return false;
  }
}
