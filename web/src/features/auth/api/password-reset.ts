import { type Auth, confirmPasswordReset, sendPasswordResetEmail } from 'firebase/auth';

/**
 * "Forgot password?": Firebase e-mails a reset link (the Auth emulator lists it instead). An
 * address without an account gets the same answer, so the form does not tell who has one.
 */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/auth` });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}

/** The reset link's form: the code from the link and the new password. */
export function resetPassword(auth: Auth, oobCode: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, password);
}
