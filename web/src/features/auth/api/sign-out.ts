import { type Auth, signOut } from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { authErrorMessage } from '../utils/auth-error-message.ts';

/** Signs out with the spec's toasts; true when signed out. */
export async function signOutWithToast(auth: Auth): Promise<boolean> {
  try {
    await signOut(auth);
    notify.success('Signed out successfully');
    return true;
  } catch (error) {
    notify.error('Sign out failed', authErrorMessage(error));
    return false;
  }
}
